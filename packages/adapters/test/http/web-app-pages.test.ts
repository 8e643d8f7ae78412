import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@workshop/domain';
import { webAppRoutes } from '../../src/http/routes/web-app';
import { startApp, startTestApi, type TestApi } from './harness';

const APP = '<!doctype html><title>Workshop</title><div id="root"></div>';
const LANDING = '<!doctype html><title>Workshop</title><main>Prerendered landing</main>';

/** Issue 17, item 23: a path that is no page answers 404, with the same app (Page Not Found). */
describe('pages of the web app over HTTP', () => {
  let api: TestApi;
  let site: TestApi;
  let webRoot: string;

  beforeAll(async () => {
    api = await startTestApi();
    webRoot = await mkdtemp(join(tmpdir(), 'workshop-pages-'));
    await writeFile(join(webRoot, 'index.html'), APP);
    await writeFile(join(webRoot, 'landing.html'), LANDING);
    site = await startApp(api, { extraRoutes: [webAppRoutes(webRoot)] });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  it('answers 200 for every page of the app, with a query string, a final slash or capitals', async () => {
    for (const path of PAGE_PATHS) {
      const res = await site.request.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.text, path).toBe(path === '/' ? LANDING : APP);
    }
    for (const path of ['/reset-password?token=abc', '/dashboard/', '/Admin?view=emails']) {
      expect((await site.request.get(path)).status, path).toBe(200);
    }
  });

  it('answers 404 with the same app for any other path, even when asked to revalidate', async () => {
    for (const path of ['/no-such-page', '/dashboard/12', '/admin/requests', '/customize-me']) {
      const res = await site.request.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.etag, path).toBeUndefined();
      expect(res.text, path).toBe(APP);
    }
    const page = await site.request.get('/signin');
    const again = await site.request
      .get('/nothing-here')
      .set('If-None-Match', page.headers.etag ?? '*')
      .set('If-Modified-Since', new Date().toUTCString());
    expect(again.status).toBe(404);
    expect((await site.request.head('/nothing-here')).status).toBe(404);
  });

  it('leaves the API, the uploads and the assets their own answers', async () => {
    expect((await site.request.get('/api/no-such-route')).status).toBe(404);
    expect((await site.request.get('/api/no-such-route')).body).toEqual({
      message: 'No such API route',
    });
    expect((await site.request.get('/assets/missing.js')).status).toBe(404);
  });
});
