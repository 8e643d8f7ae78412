import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { Router } from 'express';
import type { CurrentPriceList, CurrentWorkshopProfile } from '@workshop/application';
import { isPagePath } from '@workshop/domain';
import { ProfilePages, type LandingShowcase, type PageKind } from '../profile-pages';
import { currentPriceList, withPriceList } from '../price-list-page';

/**
 * The built web app: hashed assets cached for good, every other page path gets index.html.
 * Given where the workshop's profile comes from, every page carries it (see ProfilePages);
 * given where the price list comes from, every page carries that too (the wizard's price).
 */
/** Where the pages' data comes from: each one given is written into every page. */
export interface PageSources {
  readonly profile?: () => Promise<CurrentWorkshopProfile>;
  readonly showcase?: () => Promise<LandingShowcase>;
  readonly prices?: () => Promise<CurrentPriceList>;
}

export function webAppRoutes(
  webRoot: string,
  { profile, showcase, prices }: PageSources = {},
): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(join(webRoot, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(
    express.static(webRoot, {
      index: false,
      maxAge: '1h',
      // A page names the current asset files: /index.html too must be asked for again.
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // The landing page is prerendered (when the build made it); every other page starts empty.
  const landing = existsSync(join(webRoot, 'landing.html')) ? 'landing.html' : 'index.html';
  const pages = profile ? new ProfilePages(webRoot, profile, showcase) : null;
  const page = async (from: ProfilePages, kind: PageKind): Promise<string> => {
    const html = await from.page(kind);
    return prices ? withPriceList(html, await currentPriceList(prices)) : html;
  };
  router.get(/^\/(?!api\/|uploads\/|dev\/).*/, async (req, res) => {
    // Pages must never be cached: they name the current asset files.
    res.set('Cache-Control', 'no-cache');
    if (isPagePath(req.path)) {
      if (pages) {
        res.type('html').send(await page(pages, req.path === '/' ? 'landing' : 'app'));
        return;
      }
      res.sendFile(join(webRoot, req.path === '/' ? landing : 'index.html'));
      return;
    }
    // No page of the app (the one list, the domain's PAGE_PATHS): 404, with the same app,
    // which shows Page Not Found, so a crawler or a link checker hears what a person sees.
    // Sent as a body, without the validators sendFile adds: a revalidation would make it a 304.
    res
      .status(404)
      .type('html')
      .send(pages ? await page(pages, 'app') : await readFile(join(webRoot, 'index.html')));
  });
  return router;
}

/** Where `pnpm build` put the web app, seen from the server bundle (repo or container). */
export function findWebRoot(candidates: readonly URL[]): string | null {
  for (const candidate of candidates) {
    const path = candidate.pathname;
    if (existsSync(join(path, 'index.html'))) return path;
  }
  return null;
}
