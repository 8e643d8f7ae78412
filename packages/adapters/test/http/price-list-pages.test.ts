import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from '@workshop/domain';
import { webAppRoutes } from '../../src/http/routes/web-app';
import { signInAdmin, startApp, startTestApi, type TestApi } from './harness';

const SHELL = '<!doctype html><head><title>Oak &amp; Ember Woodworks</title></head><body></body>';

function servedPriceList(html: string): unknown {
  const match = /<script id="price-list" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

/** Every page carries the current price list, so the wizard's first price is already right. */
describe('pages carry the price list', () => {
  let api: TestApi;
  let site: TestApi;
  let webRoot: string;

  beforeAll(async () => {
    api = await startTestApi();
    webRoot = await mkdtemp(join(tmpdir(), 'workshop-prices-'));
    await writeFile(join(webRoot, 'index.html'), SHELL);
    const read = <T>(
      result: { ok: true; value: T } | { ok: false; error: { message: string } },
    ) => {
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    site = await startApp(api, {
      extraRoutes: [
        webAppRoutes(webRoot, {
          profile: async () => read(await api.useCases.getWorkshopProfile.execute()),
          prices: async () => read(await api.useCases.getPriceList.execute()),
        }),
      ],
    });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  it('with the shipped list until the owner saves, then with the saved one on the next page', async () => {
    expect(servedPriceList((await site.request.get('/customize')).text)).toEqual(
      DEFAULT_PRICE_LIST,
    );
    const dearer = {
      ...DEFAULT_PRICE_LIST,
      materialFactors: { ...DEFAULT_PRICE_LIST.materialFactors, walnut: 2.2 },
    };
    const saved = await api.request
      .put('/api/admin/price-list')
      .set('Cookie', await signInAdmin(api))
      .send(dearer);
    expect(saved.status, saved.text).toBe(200);
    expect(servedPriceList((await site.request.get('/customize')).text)).toEqual(dearer);
    const missing = await site.request.get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(servedPriceList(missing.text)).toEqual(dearer);
  });
});
