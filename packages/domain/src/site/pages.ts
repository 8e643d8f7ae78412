/**
 * Every page of the web app (spec section 2, and ours), as react-router paths: the one list
 * both sides read. The app makes a route of each (a path without a page does not compile), and
 * the server answers any other path 404, with the same app, which shows Page Not Found. A
 * segment `:name` stands for any one segment, a final `*` for the rest of the path.
 */
export const PAGE_PATHS = [
  '/',
  '/customize',
  '/request-sent',
  '/signin',
  '/dashboard',
  '/change-password',
  '/password-reset',
  '/reset-password',
  '/admin-login',
  '/admin',
  '/staff-invitation',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

function matches(pattern: string, path: readonly string[]): boolean {
  const wanted = segments(pattern);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const actual = path[index];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return wanted.length === path.length;
}

/**
 * Whether the app has a page at `pathname` (no query), matched as react-router matches:
 * letter case and a trailing slash do not matter.
 */
export function isPagePath(pathname: string, pages: readonly string[] = PAGE_PATHS): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const path = segments(decoded);
  return pages.some((pattern) => matches(pattern, path));
}
