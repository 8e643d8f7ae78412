/**
 * The spec's six commissions, as a fresh install shows them. They are the portfolio until the
 * owner first changes it; that change writes them as rows under these same ids, so an address
 * the admin view used before the first change still names the same item after it.
 */
export const PORTFOLIO_SPEC_ITEMS = [
  {
    id: 1,
    specKey: 'live-edge-table',
    title: 'Live Edge Table',
    subtitle: 'Black walnut slab on blackened steel',
  },
  {
    id: 2,
    specKey: 'conference-table',
    title: 'Conference Table',
    subtitle: 'White oak, seats twelve',
  },
  {
    id: 3,
    specKey: 'reception-desk',
    title: 'Reception Desk',
    subtitle: 'Fluted oak with a walnut counter',
  },
  {
    id: 4,
    specKey: 'workstation',
    title: 'Workstation',
    subtitle: 'Maple desk on tapered walnut legs',
  },
  { id: 5, specKey: 'bar-top', title: 'Bar Top', subtitle: 'Solid oak on a paneled walnut base' },
  {
    id: 6,
    specKey: 'bookshelf',
    title: 'Bookshelf',
    subtitle: 'Solid cherry with adjustable shelves',
  },
] as const;

/** Which drawn illustration a built-in item shows while it has no photograph. */
export type PortfolioSpecKey = (typeof PORTFOLIO_SPEC_ITEMS)[number]['specKey'];
