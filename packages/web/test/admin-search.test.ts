import { describe, expect, it } from 'vitest';
import { filterRequests, isSearchActive, matchesSearch } from '../src/pages/admin/search';
import { adminRequest } from './admin-fixtures';

const ann = adminRequest({
  fullName: 'Ann Lee',
  email: 'Ann.Lee@Example.com',
  phone: '+1 (555) 010-2030',
  description: 'Walnut DESK with a hutch',
  furnitureType: 'desk',
});

describe('admin search (spec section 5)', () => {
  it('matches everything while the query is empty or blank', () => {
    expect(matchesSearch(ann, '')).toBe(true);
    expect(matchesSearch(ann, '   ')).toBe(true);
    expect(isSearchActive('   ')).toBe(false);
    expect(isSearchActive(' a ')).toBe(true);
  });

  it.each([
    ['full name, any case', 'aNN lE'],
    ['email, any case', 'ann.lee@example'],
    ['description, any case', 'walnut desk'],
    ['furniture type, any case', 'DESK'],
    ['a part of the description', 'hutch'],
    ['with surrounding spaces', '  lee  '],
  ])('matches on %s', (_what, query) => {
    expect(matchesSearch(ann, query)).toBe(true);
  });

  it('matches a substring of the phone number as typed', () => {
    expect(matchesSearch(ann, '010-2030')).toBe(true);
    expect(matchesSearch(ann, '(555)')).toBe(true);
    expect(matchesSearch(ann, '5550102030')).toBe(false);
  });

  it('does not match other fields (budget, timeline, notes, quote)', () => {
    const request = adminRequest({
      fullName: 'Bo',
      email: 'bo@x.io',
      description: null,
      furnitureType: null,
      budgetRange: '2500-5000',
      timeline: 'asap',
      notes: 'secret',
      quoteAmount: '$900',
      adminNotes: 'vip',
    });
    for (const query of ['2500', 'asap', 'secret', '$900', 'vip', 'zzz']) {
      expect(matchesSearch(request, query)).toBe(false);
    }
  });

  it('copes with missing optional fields', () => {
    const bare = adminRequest({ phone: null, description: null, furnitureType: null });
    expect(matchesSearch(bare, '555')).toBe(false);
    expect(matchesSearch(bare, bare.fullName.toUpperCase())).toBe(true);
  });

  it('filters a list and keeps its order (newest first)', () => {
    const list = [
      adminRequest({ id: 30, fullName: 'Oak Shelf Co' }),
      adminRequest({ id: 20, fullName: 'Maple' }),
      adminRequest({ id: 10, fullName: 'oak table fan' }),
    ];
    expect(filterRequests(list, 'OAK').map((request) => request.id)).toEqual([30, 10]);
    expect(filterRequests(list, '')).toHaveLength(3);
  });
});
