import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageNumbers, pageOf } from '../src/pages/admin/pagination';
import {
  countByStatus,
  emptyStateText,
  groupByStatus,
  showingText,
  ADMIN_TABS,
} from '../src/pages/admin/tabs';
import { adminRequest } from './admin-fixtures';

const items = Array.from({ length: 60 }, (_, index) => index + 1);

describe('pagination', () => {
  it('cuts pages of 25 and clamps the page number', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 25 });
    expect(pageOf(items, 3)).toMatchObject({ page: 3, from: 51, to: 60 });
    expect(pageOf(items, 3).items).toHaveLength(10);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
  });

  it('offers the first, last, current and neighbouring pages with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 80)).toEqual([1, 'gap', 4, 5, 6, 'gap', 80]);
    expect(pageNumbers(3, 80)).toEqual([1, 2, 3, 4, 'gap', 80]);
    expect(pageNumbers(80, 80)).toEqual([1, 'gap', 79, 80]);
  });
});

describe('tabs', () => {
  it('groups by status in one pass, treating an unknown status as new', () => {
    const list = [
      adminRequest({ status: 'new' }),
      adminRequest({ status: 'quoted' }),
      adminRequest({ status: 'in_progress' }),
      adminRequest({ status: 'in_progress' }),
      adminRequest({ status: 'completed' }),
      adminRequest({ status: 'bogus' as never }),
    ];
    const groups = groupByStatus(list);
    expect(countByStatus(groups, list.length)).toEqual({
      total: 6,
      new: 2,
      quoted: 1,
      in_progress: 2,
      completed: 1,
      declined: 0,
    });
  });

  it('words the empty states of each tab, with and without a search', () => {
    const [fresh, quoted, current, done] = ADMIN_TABS;
    const none = { total: 0, shown: 0, searching: false };
    expect(emptyStateText(fresh!, none)).toBe('No furniture requests submitted yet.');
    const some = { total: 4, shown: 0, searching: false };
    expect(emptyStateText(fresh!, some)).toBe('No new requests to review.');
    expect(emptyStateText(quoted!, some)).toBe('No requests have been quoted yet.');
    expect(emptyStateText(current!, some)).toBe('No projects currently in progress.');
    expect(emptyStateText(done!, some)).toBe('No completed projects yet.');
    const searched = { total: 4, shown: 0, searching: true };
    expect(emptyStateText(fresh!, searched)).toBe('No new requests match your search.');
    expect(emptyStateText(quoted!, searched)).toBe('No quoted requests match your search.');
    expect(emptyStateText(current!, searched)).toBe('No in progress requests match your search.');
    expect(emptyStateText(done!, searched)).toBe('No completed requests match your search.');
    expect(emptyStateText(fresh!, { total: 4, shown: 2, searching: true })).toBeNull();
    expect(showingText(fresh!, 2, 5)).toBe('Showing 2 of 5 new requests');
  });
});
