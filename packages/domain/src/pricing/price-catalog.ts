import type { PriceList } from './price-list';

/**
 * THE WORKSHOP'S PRICE LIST AS SHIPPED: what a fresh install prices with until the owner saves
 * their own list in the admin panel (Prices). The wizard's indicative price reads the current one.
 *
 * The owner can change any figure; the tests check that every combination still gives a
 * positive range that grows with size and with dearer materials. The price shown is a guide for
 * the visitor and a starting point for the quote, never the quote itself.
 *
 * How a price is made (see estimate-price.ts):
 *
 *   base price of the type (the reference piece below, in solid oak with an oil finish)
 *   x size factor      (how much bigger or smaller than the reference piece)
 *   x material factor  (the chosen wood or panel, against solid oak)
 *   x finish factor    (the chosen finish, against a hand-rubbed oil finish)
 *   + feature add-ons  (fixed amounts; a locker's per compartment)
 *
 * and the range runs from range.low to range.high times that figure, rounded outwards to
 * $50 (to $100 from $1,000 up). While a material or finish is not chosen yet, the range covers
 * every option still open: the cheapest low and the dearest high.
 */

/**
 * Base price of each type, in US dollars: what its reference piece (the typical size of the
 * sizing tips, TYPICAL_SIZES) costs in solid oak with an oil finish and no features. From the
 * workshop's last year of quotes: a 72 x 36 oak dining table took about 38 hours and $600 of
 * lumber; a 30-inch base cabinet about 20 hours; a bank of four lockers about 24.
 */
const BASE_PRICES = {
  table: 2400,
  desk: 2000,
  cabinet: 1300,
  locker: 1700,
  storage: 1500,
};

/**
 * Size: the share of a price that does not grow with size (drawings, setting up the machines,
 * finishing and delivery take about as long for a small piece as a large one). The rest grows
 * with the area of board in the piece, measured on its outer box (2 x (wd + wh + dh)), against
 * the reference piece. A piece twice the area costs 1.75 times as much, not twice.
 */
const FIXED_SHARE = 0.25;

/**
 * Materials, against solid oak (1.00). Solid woods follow lumber prices and how hard they are
 * to work (walnut and cherry cost most, pine least); veneer saves most of the lumber; MDF and
 * melamine panels are cut and edged rather than joined, so they cost half or less.
 */
const MATERIAL_FACTORS = {
  // solid-wood
  pine: 0.75,
  ash: 0.95,
  oak: 1.0,
  maple: 1.1,
  cherry: 1.3,
  walnut: 1.5,
  // veneered
  'oak-veneer': 0.7,
  'maple-veneer': 0.75,
  'cherry-veneer': 0.82,
  'walnut-veneer': 0.88,
  // mdf
  'standard-mdf': 0.5,
  'moisture-resistant-mdf': 0.56,
  // mcp (melamine-coated panel)
  'white-melamine': 0.4,
  'wood-grain-melamine': 0.45,
  'color-melamine': 0.45,
};

/**
 * Finishes, against a hand-rubbed oil finish (1.00). Every coat is sanded and sprayed by hand:
 * varnishes and lacquer add coats and drying time; paint adds a primer; high gloss needs every
 * coat flatted and polished; laminates are pressed on and edged.
 */
const FINISH_FACTORS = {
  // wood
  'oil-finish': 1.0,
  'varnish-water': 1.03,
  'varnish-oil': 1.05,
  polyurethane: 1.05,
  shellac: 1.08,
  lacquer: 1.1,
  // painted
  'matte-paint': 1.1,
  'satin-paint': 1.1,
  'semi-gloss-paint': 1.12,
  'high-gloss-paint': 1.3,
  // laminated
  'solid-color-laminate': 1.05,
  'wood-grain-laminate': 1.06,
  'textured-laminate': 1.08,
};

/**
 * Features, per type, in US dollars: the parts and the hours they add (a drawer is about two
 * hours and its runners; a hutch is a second small cabinet; a live edge slab costs more than
 * the boards it replaces). A locker's add-ons are for each compartment.
 */
const FEATURE_PRICES = {
  table: {
    Extendable: 450,
    'Storage Drawers': 380,
    'Glass Top': 320,
    'Metal Legs': 250,
    'Live Edge': 600,
  },
  desk: {
    Drawers: 420,
    'Keyboard Tray': 140,
    'Cable Management': 90,
    Hutch: 750,
    'L-Shaped': 900,
  },
  cabinet: {
    'Soft-Close Doors': 120,
    'Adjustable Shelves': 60,
    'Glass Panels': 280,
    'Pull-Out Drawers': 380,
    'Crown Molding': 220,
  },
  locker: {
    'Ventilation Slots': 15,
    'Master Key System': 45,
    'Number Plates': 10,
    'Coat Hooks': 12,
    'Padlock Compatible': 8,
  },
  storage: {
    'Adjustable Shelves': 60,
    'Soft-Close Doors': 260,
    'Glass Panels': 300,
    Lighting: 240,
    'Hidden Compartments': 320,
  },
};

/**
 * The range around the figure: quotes land up to 10% under it (simple joinery, a board in
 * stock) and up to 25% over it (difficult grain, awkward delivery). Wide on purpose: it is a
 * guide, and the quote is final.
 */
const RANGE = { low: 0.9, high: 1.25 };

export const DEFAULT_PRICE_LIST: PriceList = {
  basePrices: BASE_PRICES,
  fixedShare: FIXED_SHARE,
  materialFactors: MATERIAL_FACTORS,
  finishFactors: FINISH_FACTORS,
  featurePrices: FEATURE_PRICES,
  range: RANGE,
};
