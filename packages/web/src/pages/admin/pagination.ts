/** The team reads 25 cards at a time; a busy workshop's 2,000 requests never render at once. */
export const PAGE_SIZE = 25;

export interface PageSlice<T> {
  readonly items: readonly T[];
  /** 1-based, clamped to the pages there are. */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based position of the first and last item shown (0 when there are none). */
  readonly from: number;
  readonly to: number;
}

export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = PAGE_SIZE,
): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    from: slice.length > 0 ? start + 1 : 0,
    to: start + slice.length,
  };
}

/**
 * The page numbers to offer: always the first and last, the current one and its neighbours,
 * with 'gap' where numbers are left out. 1 … 4 5 6 … 80
 */
export function pageNumbers(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous === 2) result.push(previous + 1);
    else if (n - previous > 2) result.push('gap');
    result.push(n);
    previous = n;
  }
  return result;
}
