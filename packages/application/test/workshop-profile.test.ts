import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { OWNER_PASSKEY, type Actor } from '../src';
import { GetWorkshopProfile } from '../src/use-cases/get-workshop-profile';
import { ListWorkshopProfileHistory } from '../src/use-cases/list-workshop-profile-history';
import { RestoreWorkshopProfile } from '../src/use-cases/restore-workshop-profile';
import { SaveWorkshopProfile } from '../src/use-cases/save-workshop-profile';
import { createWorld, expectError, expectOk, NOBODY } from './world';

const OWNER_ONLY = 'Only the owner may manage the team and the settings';
const STAFF: Actor = { kind: 'admin', role: 'staff', staff: { id: 7, name: 'Sam Carver' } };
const OWNER: Actor = { kind: 'admin', role: 'owner', staff: { id: 1, name: 'Ada Oakes' } };

const renamed = { ...DEFAULT_WORKSHOP_PROFILE, name: 'Birch & Bench', phone: '(717) 555-0199' };

describe('the workshop profile', () => {
  it('reads the spec defaults on a fresh install', async () => {
    const world = createWorld();
    const current = expectOk(await new GetWorkshopProfile(world.deps).execute());
    expect(current).toEqual({ version: null, profile: DEFAULT_WORKSHOP_PROFILE });
  });

  it('is changed by the owner only: staff get 403 with why, nobody 401, and nothing is kept', async () => {
    const world = createWorld();
    const save = new SaveWorkshopProfile(world.deps);
    expectError(await save.execute(STAFF, renamed), 'forbidden', OWNER_ONLY);
    expectError(await save.execute(NOBODY, renamed), 'unauthenticated');
    expectError(await new ListWorkshopProfileHistory(world.deps).execute(STAFF), 'forbidden');
    expectError(await new RestoreWorkshopProfile(world.deps).execute(STAFF, 1), 'forbidden');
    expect(world.store.tables.workshopProfiles).toEqual([]);
  });

  it('keeps who saved each version and when, and every page reads the newest', async () => {
    const world = createWorld();
    const saved = expectOk(await new SaveWorkshopProfile(world.deps).execute(OWNER, renamed));
    expect(saved.savedBy).toEqual({ staffId: 1, name: 'Ada Oakes' });
    expect(saved.savedAt).toEqual(world.clock.now());
    const current = expectOk(await new GetWorkshopProfile(world.deps).execute());
    expect(current).toEqual({ version: saved.id, profile: renamed });
  });

  it('trims what is typed and refuses a range the quote cannot hold, saying why', async () => {
    const world = createWorld();
    const save = new SaveWorkshopProfile(world.deps);
    const trimmed = expectOk(
      await save.execute(OWNER_PASSKEY, { ...renamed, name: '  Birch & Bench ', currency: 'eur' }),
    );
    expect(trimmed.document.name).toBe('Birch & Bench');
    expect(trimmed.document.currency).toBe('EUR');
    expect(trimmed.savedBy).toBeNull();
    expectError(
      await save.execute(OWNER, { ...renamed, quoteValidityDays: 400 }),
      'validation',
      'Quote validity must be at most 365 days',
    );
    expectError(
      await save.execute(OWNER, { ...renamed, team: [{ name: '', role: 'Finisher' }] }),
      'validation',
      'Team member name is required',
    );
    expectError(await save.execute(OWNER, 'not a profile'), 'validation', 'Expected a JSON object');
  });

  it('restores an earlier version as a new save, so the mistaken one stays in the history', async () => {
    const world = createWorld();
    const save = new SaveWorkshopProfile(world.deps);
    const good = expectOk(await save.execute(OWNER, renamed));
    const mistake = expectOk(await save.execute(OWNER, { ...renamed, name: 'Oops' }));
    const restored = expectOk(await new RestoreWorkshopProfile(world.deps).execute(OWNER, good.id));
    expect(restored.restoredFrom).toBe(good.id);
    expect(restored.document).toEqual(good.document);
    const history = expectOk(await new ListWorkshopProfileHistory(world.deps).execute(OWNER));
    expect(history.map((version) => version.id)).toEqual([restored.id, mistake.id, good.id]);
    expectError(
      await new RestoreWorkshopProfile(world.deps).execute(OWNER, 999),
      'not_found',
      'No such version of the profile',
    );
  });
});
