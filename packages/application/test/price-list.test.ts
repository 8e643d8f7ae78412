import { DEFAULT_PRICE_LIST } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { OWNER_PASSKEY, type Actor } from '../src';
import { GetPriceList } from '../src/use-cases/get-price-list';
import { ListPriceListHistory } from '../src/use-cases/list-price-list-history';
import { RestorePriceList } from '../src/use-cases/restore-price-list';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { SavePriceList } from '../src/use-cases/save-price-list';
import { createWorld, expectError, expectOk, NOBODY } from './world';

const OWNER_ONLY = 'Only the owner may manage the team and the settings';
const STAFF: Actor = { kind: 'admin', role: 'staff', staff: { id: 7, name: 'Sam Carver' } };
const OWNER: Actor = { kind: 'admin', role: 'owner', staff: { id: 1, name: 'Ada Oakes' } };

const dearWalnut = {
  ...DEFAULT_PRICE_LIST,
  materialFactors: { ...DEFAULT_PRICE_LIST.materialFactors, walnut: 2 },
};

describe('the price list', () => {
  it('reads the shipped list on a fresh install', async () => {
    const world = createWorld();
    const current = expectOk(await new GetPriceList(world.deps).execute());
    expect(current).toEqual({ version: null, list: DEFAULT_PRICE_LIST });
  });

  it('is changed by the owner only: staff get 403 with why, nobody 401, and nothing is kept', async () => {
    const world = createWorld();
    const save = new SavePriceList(world.deps);
    expectError(await save.execute(STAFF, dearWalnut), 'forbidden', OWNER_ONLY);
    expectError(await save.execute(NOBODY, dearWalnut), 'unauthenticated');
    expectError(await new ListPriceListHistory(world.deps).execute(STAFF), 'forbidden');
    expectError(await new RestorePriceList(world.deps).execute(STAFF, 1), 'forbidden');
    expect(world.store.tables.priceLists).toEqual([]);
  });

  it('refuses a list with a bad figure, saying which, and keeps nothing', async () => {
    const world = createWorld();
    const bad = { ...dearWalnut, materialFactors: { ...dearWalnut.materialFactors, walnut: 0 } };
    expectError(
      await new SavePriceList(world.deps).execute(OWNER, bad),
      'validation',
      'Walnut factor must be more than 0',
    );
    expect(world.store.tables.priceLists).toEqual([]);
  });

  it('keeps every save, and a restore is a new version that can itself be undone', async () => {
    const world = createWorld();
    const save = new SavePriceList(world.deps);
    const first = expectOk(await save.execute(OWNER, dearWalnut));
    expect(first.savedBy).toEqual({ staffId: 1, name: 'Ada Oakes' });
    const second = expectOk(await save.execute(OWNER_PASSKEY, DEFAULT_PRICE_LIST));
    expect(second.savedBy).toBeNull();
    const restored = expectOk(await new RestorePriceList(world.deps).execute(OWNER, first.id));
    expect(restored).toMatchObject({ restoredFrom: first.id, document: dearWalnut });
    const history = expectOk(await new ListPriceListHistory(world.deps).execute(OWNER));
    expect(history.map((version) => version.id)).toEqual([restored.id, second.id, first.id]);
    expect(expectOk(await new GetPriceList(world.deps).execute())).toEqual({
      version: restored.id,
      list: dearWalnut,
    });
    expectError(
      await new RestorePriceList(world.deps).execute(OWNER, 999),
      'not_found',
      'No such version of the price list',
    );
  });

  it('prices a saved draft with the current list', async () => {
    const world = createWorld();
    const draft = {
      sessionId: 'session_1740819600000_a1b2c3d4e',
      furnitureType: 'table',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      dimensions: '{"length":"72","width":"36","height":"30"}',
      features: '[]',
      completed: 'false',
    };
    const saveDraft = new SaveCustomization(world.deps);
    const before = expectOk(await saveDraft.execute({ fields: draft, image: null }));
    expectOk(await new SavePriceList(world.deps).execute(OWNER, dearWalnut));
    const after = expectOk(await saveDraft.execute({ fields: draft, image: null }));
    expect(before.estimatedPrice).toBe('$3,200 – $4,600');
    expect(after.estimatedPrice).toBe('$4,300 – $6,100');
  });
});
