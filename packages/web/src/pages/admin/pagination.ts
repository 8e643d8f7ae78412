/** The team reads 25 cards at a time; a busy workshop's 20,000 requests never travel at once. */
export const PAGE_SIZE = 25;

export interface PageWindow {
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based position of the first and last card shown (0 when there are none). */
  readonly from: number;
  readonly to: number;
}

/**
 * Where a page of `shown` cards sits among the `matching` ones. Pages come by keyset (the server
 * answers "the next 25 after this one"), so the panel counts which page it is on itself; the
 * header and the footer both read this one window, so they always agree.
 */
export function pageWindow({
  index,
  shown,
  matching,
  size = PAGE_SIZE,
}: {
  /** 0 for the first page. */
  index: number;
  shown: number;
  matching: number;
  size?: number;
}): PageWindow {
  const pageCount = Math.max(1, Math.ceil(matching / size));
  const page = Math.min(Math.max(0, Math.floor(index)) + 1, pageCount);
  const start = (page - 1) * size;
  return {
    page,
    pageCount,
    from: shown > 0 ? start + 1 : 0,
    to: start + shown,
  };
}
