import type { RequestSort } from '../../api/admin-requests';

/** The list's orders, as the sort menu offers them. */
export const SORT_OPTIONS: ReadonlyArray<{ readonly value: RequestSort; readonly label: string }> =
  [
    { value: 'newest', label: 'Newest first' },
    { value: 'oldest', label: 'Oldest first' },
    { value: 'quote-due', label: 'Quote due' },
  ];

export function isRequestSort(value: string): value is RequestSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}
