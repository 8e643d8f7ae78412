import { describe, expect, it } from 'vitest';
import { ok } from '../src';
import { DeleteRequest } from '../src/use-cases/delete-request';
import { RunMaintenance } from '../src/use-cases/run-maintenance';
import { ADMIN, createWorld, expectOk, type World } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;

async function saveDraft(world: World, sessionId: string, imagePath: string | null) {
  expectOk(
    await world.uow.run(async (tx) =>
      ok(
        await tx.customizations.upsert(
          sessionId,
          {
            furnitureType: 'table',
            style: null,
            material: null,
            specificMaterial: null,
            finish: null,
            specificFinish: null,
            dimensions: null,
            features: [],
            hardware: null,
            upholstery: null,
            notes: null,
            fullName: 'Ada',
            email: 'ada@example.com',
            phone: null,
            timeline: null,
            imagePath,
            imageOriginalName: imagePath ? 'table.jpg' : null,
            completed: false,
          },
          world.clock.now(),
        ),
      ),
    ),
  );
}

describe('RunMaintenance', () => {
  it('removes a draft abandoned for 30 days with its image, and keeps the others', async () => {
    const world = createWorld();
    await saveDraft(world, 'session_old', 'a'.repeat(32) + '.jpg');
    world.clock.advance(20 * DAY_MS);
    await saveDraft(world, 'session_recent', 'b'.repeat(32) + '.jpg');
    world.clock.advance(11 * DAY_MS);
    const report = expectOk(await new RunMaintenance(world.deps).execute());
    expect(report.drafts).toBe(1);
    expect(world.store.tables.customizations.map((draft) => draft.sessionId)).toEqual([
      'session_recent',
    ]);
    expect(world.files.removed).toContain('a'.repeat(32) + '.jpg');
    expect(world.files.removed).not.toContain('b'.repeat(32) + '.jpg');
  });

  it('removes files no row names once they are a day old', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const named = 'c'.repeat(32) + '.png';
    await world.seedRequest(ada, { imagePath: named });
    const orphan = 'd'.repeat(32) + '.png';
    const fresh = 'e'.repeat(32) + '.png';
    world.files.stored.set(named, world.clock.now());
    world.files.stored.set(orphan, world.clock.now());
    world.clock.advance(DAY_MS + 1);
    world.files.stored.set(fresh, world.clock.now());
    const report = expectOk(await new RunMaintenance(world.deps).execute());
    expect(report.files).toBe(1);
    expect([...world.files.stored.keys()].sort()).toEqual([named, fresh].sort());
  });

  it('ends expired sessions and reset links, and schedules the next run', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    world.seedSession({ token: 'old', userId: ada.id, expiresAt: world.clock.now() });
    world.seedSession({ token: 'live', userId: ada.id });
    world.store.tables.users = world.store.tables.users.map((user) => ({
      ...user,
      resetTokenHash: 'digest(link)',
      resetTokenExpiresAt: world.clock.now(),
    }));
    world.clock.advance(1);
    const report = expectOk(await new RunMaintenance(world.deps).execute());
    expect(report).toMatchObject({ sessions: 1, resetTokens: 1 });
    expect(world.store.tables.sessions.map((s) => s.tokenHash)).toEqual(['digest(live)']);
    expect(world.user(ada.id)).toMatchObject({ resetTokenHash: null, resetTokenExpiresAt: null });
    const next = world.store.tables.outbox.at(-1);
    expect(next).toMatchObject({
      key: 'maintenance',
      publishedAt: null,
      nextAttemptAt: new Date(world.clock.now().getTime() + 60 * 60 * 1000),
    });
  });

  it('deletes the passkey ceremonies past their expiry, and keeps those under way', async () => {
    const world = createWorld();
    const now = world.clock.now().getTime();
    world.store.tables.passkeyChallenges = [
      { id: 'gone', purpose: 'register', staffId: 1, challenge: 'a', expiresAt: new Date(now) },
      {
        id: 'live',
        purpose: 'sign-in',
        staffId: null,
        challenge: 'b',
        expiresAt: new Date(now + 2),
      },
    ];
    world.clock.advance(1);
    const report = expectOk(await new RunMaintenance(world.deps).execute());
    expect(report.passkeyChallenges).toBe(1);
    expect(world.store.tables.passkeyChallenges.map((c) => c.id)).toEqual(['live']);
  });

  it('keeps one run waiting, however many processes ask for one at start', async () => {
    const world = createWorld();
    const maintenance = new RunMaintenance(world.deps);
    expectOk(await maintenance.ensureScheduled());
    expectOk(await maintenance.ensureScheduled());
    expect(world.events().filter((event) => event.type === 'MaintenanceDue')).toHaveLength(1);
  });
});

describe('deleting a project', () => {
  it('deletes the drafts it came from and every file it owned', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const request = await world.seedRequest(ada, { imagePath: 'f'.repeat(32) + '.jpg' });
    await saveDraft(world, 'session_linked', 'g'.repeat(32) + '.jpg');
    expectOk(
      await world.uow.run(async (tx) =>
        ok(
          await tx.customizations.link(
            'session_linked',
            { userId: ada.id, requestId: request.id },
            world.clock.now(),
          ),
        ),
      ),
    );
    expectOk(await new DeleteRequest(world.deps).execute(ADMIN, request.id));
    expect(world.store.tables.customizations).toEqual([]);
    expect(world.files.removed.sort()).toEqual(['f'.repeat(32) + '.jpg', 'g'.repeat(32) + '.jpg']);
  });
});
