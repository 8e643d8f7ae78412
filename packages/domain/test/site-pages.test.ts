import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, isPagePath } from '../src';

describe('the pages of the site', () => {
  it('lists every route of spec section 2', () => {
    for (const path of [
      '/',
      '/customize',
      '/signin',
      '/dashboard',
      '/change-password',
      '/password-reset',
      '/reset-password',
      '/admin',
      '/admin-login',
    ]) {
      expect(PAGE_PATHS).toContain(path);
    }
  });

  it('knows a page as react-router finds it: any letter case, with or without a final slash', () => {
    for (const path of ['/', '/dashboard', '/Dashboard', '/dashboard/', '/admin-login']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('knows no other path', () => {
    for (const path of ['/no-such-page', '/dashboard/12', '/admin/x', '/customize-me', '/%E0']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('matches a `:name` segment and a final `*`', () => {
    const pages = ['/projects/:id', '/help/*'];
    expect(isPagePath('/projects/12', pages)).toBe(true);
    expect(isPagePath('/projects', pages)).toBe(false);
    expect(isPagePath('/projects/12/extra', pages)).toBe(false);
    expect(isPagePath('/help/a/b', pages)).toBe(true);
  });
});
