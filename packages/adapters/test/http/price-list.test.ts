import { DEFAULT_PRICE_LIST } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAnswer, signInAdmin, startApp, startTestApi, type TestApi } from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

/**
 * The price list over HTTP on PostgreSQL: anyone reads it, only the owner saves it, every
 * save is kept and an earlier one comes back; the wizard's saved drafts are priced with it.
 */
describe('the price list, against PostgreSQL', () => {
  let api: TestApi;
  let owner: string;

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const dearWalnut = {
    ...DEFAULT_PRICE_LIST,
    materialFactors: { ...DEFAULT_PRICE_LIST.materialFactors, walnut: 2 },
  };

  it('reads the shipped list until the owner first saves', async () => {
    const res = await api.request.get('/api/price-list');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: null, list: DEFAULT_PRICE_LIST });
  });

  it('refuses a save from someone not signed in to the admin panel, and keeps nothing', async () => {
    const res = await api.request.put('/api/admin/price-list').send(dearWalnut);
    expect(res.status).toBe(401);
    expect((await api.request.get('/api/price-list')).body.version).toBeNull();
  });

  it('refuses a list with bad figures, naming each, and keeps nothing', async () => {
    const res = await api.request
      .put('/api/admin/price-list')
      .set('Cookie', owner)
      .send({
        ...dearWalnut,
        basePrices: { ...dearWalnut.basePrices, table: -1 },
        finishFactors: { ...dearWalnut.finishFactors, lacquer: 'a lot' },
        range: { low: 1.2, high: 1.1 },
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Table base price must be more than $0');
    expect(res.body.errors).toMatchObject({
      'finishFactors.lacquer': 'Lacquer factor must be a number',
      'range.low': 'Range low must be at most 1, so the range starts at or under the figure',
    });
    const notAList = await api.request
      .put('/api/admin/price-list')
      .set('Cookie', owner)
      .send([1, 2]);
    expect(notAList.status).toBe(400);
    expect(notAList.body.message).toBe('Expected a JSON object');
    expect((await api.request.get('/api/price-list')).body.version).toBeNull();
  });

  it('saves, keeps each save, and restores an earlier one as a new version', async () => {
    const first = await api.request
      .put('/api/admin/price-list')
      .set('Cookie', owner)
      .send(dearWalnut);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Price list saved');
    const mistaken = { ...dearWalnut, fixedShare: 0.9 };
    const second = await api.request
      .put('/api/admin/price-list')
      .set('Cookie', owner)
      .send(mistaken);
    expect(second.status).toBe(200);

    const other = await startApp({
      knex: api.knex,
      dataDir: api.dataDir,
      adminPasskey: api.adminPasskey,
    });
    try {
      expect((await other.request.get('/api/price-list')).body.list.fixedShare).toBe(0.9);
    } finally {
      await other.close();
    }

    const history = await api.request.get('/api/admin/price-list/history').set('Cookie', owner);
    expect(history.status).toBe(200);
    expect(
      history.body.versions.map((v: { list: { fixedShare: number } }) => v.list.fixedShare),
    ).toEqual([0.9, 0.25]);

    const restored = await api.request
      .post(`/api/admin/price-list/history/${first.body.version.id}/restore`)
      .set('Cookie', owner);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Earlier price list restored');
    expect(restored.body.version.restoredFrom).toBe(first.body.version.id);
    const now = await api.request.get('/api/price-list');
    expect(now.body).toEqual({ version: restored.body.version.id, list: dearWalnut });
    const after = await api.request.get('/api/admin/price-list/history').set('Cookie', owner);
    expect(after.body.versions).toHaveLength(3);
  });

  it('answers 404 for a version that does not exist', async () => {
    const res = await api.request
      .post('/api/admin/price-list/history/99999/restore')
      .set('Cookie', owner);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such version of the price list');
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
