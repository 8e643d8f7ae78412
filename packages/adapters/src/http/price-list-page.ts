import type { CurrentPriceList } from '@workshop/application';
import { DEFAULT_PRICE_LIST, type PriceList } from '@workshop/domain';

/** The element the app reads the price list from (web: api/price-list.ts). */
export const PRICE_LIST_ELEMENT_ID = 'price-list';

/**
 * The page with the current price list in its head, as a JSON data block ('<' escaped, so no
 * figure can close the element): the wizard's first paint already prices with it, without a
 * request and without a price that changes a moment later.
 */
export function withPriceList(html: string, list: PriceList): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const data = JSON.stringify(list).replace(/</g, '\\u003c');
  return `${html.slice(0, end)}<script id="${PRICE_LIST_ELEMENT_ID}" type="application/json">${data}</script>\n  ${html.slice(end)}`;
}

/** The current list, or the shipped one while the database cannot answer: a page is still sent. */
export async function currentPriceList(read: () => Promise<CurrentPriceList>): Promise<PriceList> {
  return (await read().catch(() => null))?.list ?? DEFAULT_PRICE_LIST;
}
