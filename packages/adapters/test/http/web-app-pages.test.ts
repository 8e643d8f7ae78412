import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSHOP_PROFILE, PAGE_PATHS } from '@workshop/domain';
import { webAppRoutes } from '../../src/http/routes/web-app';
import { showcaseView } from '../../src/http/views/showcase';
import { signInAdmin, startApp, startTestApi, type TestApi } from './harness';

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

const SHELL = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="Oak &amp; Ember Woodworks builds"></head><body>`;
const RENDERER = `export async function prerenderLanding(profile) {
  return '<main>Rendered for ' + profile.name + ' · ' + profile.phone + '</main>';
}`;

/** The JSON data block the pages carry, parsed. */
function servedProfile(html: string): unknown {
  const match = /<script id="workshop-profile" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  );
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

describe('pages carry the workshop profile', () => {
  let api: TestApi;
  let site: TestApi;
  let webRoot: string;

  beforeAll(async () => {
    api = await startTestApi();
    webRoot = await mkdtemp(join(tmpdir(), 'workshop-profile-pages-'));
    const title = 'Oak &amp; Ember Woodworks · Custom wood furniture';
    await writeFile(join(webRoot, 'index.html'), `${SHELL(title)}<div id="root"></div></body>`);
    await writeFile(
      join(webRoot, 'landing.html'),
      `${SHELL(title)}<div id="root"><main>Prerendered</main></div></body>`,
    );
    await mkdir(join(webRoot, '.server'));
    await writeFile(
      join(webRoot, '.server', 'landing-shell.html'),
      `${SHELL(title)}<div id="root"><!--landing--></div></body>`,
    );
    await writeFile(join(webRoot, '.server', 'prerender.js'), RENDERER);
    const profile = async () => {
      const result = await api.useCases.getWorkshopProfile.execute();
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    site = await startApp(api, { extraRoutes: [webAppRoutes(webRoot, { profile })] });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  it('sends the build as it is, with the default profile, until the owner saves one', async () => {
    const landing = (await site.request.get('/')).text;
    expect(landing).toContain('<main>Prerendered</main>');
    expect(landing).toContain('<title>Oak &amp; Ember Woodworks · Custom wood furniture</title>');
    expect(servedProfile(landing)).toEqual(DEFAULT_WORKSHOP_PROFILE);
    expect(servedProfile((await site.request.get('/signin')).text)).toEqual(
      DEFAULT_WORKSHOP_PROFILE,
    );
  });

  it('renders the landing again with the saved profile, and every page names it', async () => {
    const admin = await signInAdmin(api);
    const renamed = {
      ...DEFAULT_WORKSHOP_PROFILE,
      // `$&` would be the matched text to a string replace: the name goes in as it is.
      name: 'Birch <&> $& Bench',
      phone: '(215) 555-0199',
    };
    const saved = await api.request
      .put('/api/admin/workshop-profile')
      .set('Cookie', admin)
      .send(renamed);
    expect(saved.status, saved.text).toBe(200);

    const landing = (await site.request.get('/')).text;
    expect(landing).toContain('<main>Rendered for Birch <&> $& Bench · (215) 555-0199</main>');
    expect(landing).toContain(
      '<title>Birch &lt;&amp;&gt; $&amp; Bench · Custom wood furniture</title>',
    );
    expect(landing).toContain('content="Birch &lt;&amp;&gt; $&amp; Bench builds"');
    expect(servedProfile(landing)).toEqual(renamed);
    // No text in the profile can close the data block.
    expect(landing).not.toContain('Birch <&> $& Bench","');
    const missing = await site.request.get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(servedProfile(missing.text)).toEqual(renamed);

    // The renderer and its shell are the server's, never sent to a browser.
    expect((await site.request.get('/.server/prerender.js')).status).toBe(404);
    expect((await site.request.get('/.server/prerender.js')).text).not.toContain(
      'prerenderLanding',
    );
  });
});

const SHOWCASE_RENDERER = `export async function prerenderLanding(profile, showcase) {
  return '<link rel="preload" as="image" href="/lead.webp"/><main>' + showcase.portfolio.map((item) => '<h3>' + item.title + '</h3>').join('') + '</main>';
}`;

const MODULE_SCRIPT = '<script type="module" src="/assets/index.js"></script>';

describe('the landing carries the showcase', () => {
  let api: TestApi;
  let site: TestApi;
  let webRoot: string;

  beforeAll(async () => {
    api = await startTestApi();
    webRoot = await mkdtemp(join(tmpdir(), 'workshop-showcase-pages-'));
    const title = 'Oak &amp; Ember Woodworks · Custom wood furniture';
    await writeFile(join(webRoot, 'index.html'), `${SHELL(title)}<div id="root"></div></body>`);
    await writeFile(
      join(webRoot, 'landing.html'),
      `${SHELL(title)}<div id="root"><main>Prerendered</main></div></body>`,
    );
    await mkdir(join(webRoot, '.server'));
    await writeFile(
      join(webRoot, '.server', 'landing-shell.html'),
      `${SHELL(title).replace('</head>', `${MODULE_SCRIPT}</head>`)}<div id="root"><!--landing--></div></body>`,
    );
    await writeFile(join(webRoot, '.server', 'prerender.js'), SHOWCASE_RENDERER);
    const profile = async () => {
      const result = await api.useCases.getWorkshopProfile.execute();
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const showcase = async () => {
      const result = await api.useCases.getPublicShowcase.execute();
      if (!result.ok) throw new Error(result.error.message);
      return showcaseView(result.value);
    };
    site = await startApp(api, { extraRoutes: [webAppRoutes(webRoot, { profile, showcase })] });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  const served = (html: string): unknown => {
    const match = /<script id="workshop-showcase" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    );
    return match ? JSON.parse(match[1] ?? 'null') : undefined;
  };

  it('renders the portfolio into the landing and writes the same JSON the API answers', async () => {
    const landing = (await site.request.get('/')).text;
    expect(landing).toContain('<h3>Live Edge Table</h3><h3>Conference Table</h3>');
    expect(served(landing)).toEqual((await api.request.get('/api/showcase')).body);
    // Only the landing carries it.
    expect(served((await site.request.get('/signin')).text)).toBeUndefined();
  });

  it('moves the preloads the render opens with to the head, ahead of the scripts', async () => {
    const landing = (await site.request.get('/')).text;
    const preload = landing.indexOf('<link rel="preload" as="image" href="/lead.webp"/>');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(landing.indexOf(MODULE_SCRIPT));
    expect(landing.indexOf('</head>')).toBeGreaterThan(preload);
    expect(landing).toContain('<div id="root"><main><h3>');
  });

  it('reads the database on each page request: a hidden item is gone from the next page', async () => {
    const owner = await signInAdmin(api);
    const hidden = await api.request
      .patch('/api/admin/portfolio/items/1')
      .set('Cookie', owner)
      .send({ hidden: true });
    expect(hidden.status, hidden.text).toBe(200);
    const landing = (await site.request.get('/')).text;
    expect(landing).not.toContain('Live Edge Table');
    expect(landing).toContain('<main><h3>Conference Table</h3>');
  });
});
