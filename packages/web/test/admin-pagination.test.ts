import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageWindow } from '../src/pages/admin/pagination';
import { emptyStateText, pageRangeText, showingText, ADMIN_TABS } from '../src/pages/admin/tabs';

describe('pagination (keyset pages of 25)', () => {
  it('places a page among the matches: page, page count, first and last card', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(pageWindow({ index: 0, shown: 25, matching: 60 })).toEqual({
      page: 1,
      pageCount: 3,
      from: 1,
      to: 25,
    });
    expect(pageWindow({ index: 2, shown: 10, matching: 60 })).toEqual({
      page: 3,
      pageCount: 3,
      from: 51,
      to: 60,
    });
    // Page 2 of 31 requests: 26-31, whatever the header or the footer says it with.
    expect(pageWindow({ index: 1, shown: 6, matching: 31 })).toMatchObject({ from: 26, to: 31 });
    expect(pageWindow({ index: 0, shown: 0, matching: 0 })).toEqual({
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
    });
    // A page index past the end (the list shrank under the admin) is the last page.
    expect(pageWindow({ index: 9, shown: 0, matching: 30 }).page).toBe(2);
  });
});

describe('tabs', () => {
  const newTab = ADMIN_TABS[0]!;

  it('says the spec\'s "Showing X of Y" on every page, and the cards on screen beside it', () => {
    expect(showingText(newTab, { matching: 2, inTab: 5 })).toBe('Showing 2 of 5 new requests');
    expect(showingText(newTab, { matching: 0, inTab: 5 })).toBe('Showing 0 of 5 new requests');
    expect(showingText(newTab, { matching: 31, inTab: 31 })).toBe('Showing 31 of 31 new requests');
    expect(pageRangeText({ from: 1, to: 2, matching: 2 })).toBeNull();
    expect(pageRangeText({ from: 0, to: 0, matching: 0 })).toBeNull();
    expect(pageRangeText({ from: 26, to: 31, matching: 31 })).toBe('cards 26–31 on this page');
    expect(pageRangeText({ from: 1, to: 25, matching: 40 })).toBe('cards 1–25 on this page');
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
  });
});
