import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/** The built web app: hashed assets cached for good, every other page path gets index.html. */
export function webAppRoutes(webRoot: string): Router {
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
  router.get(/^\/(?!api\/|uploads\/|dev\/).*/, (req, res) => {
    // Pages must never be cached: they name the current asset files.
    res
      .set('Cache-Control', 'no-cache')
      .sendFile(join(webRoot, req.path === '/' ? landing : 'index.html'));
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
