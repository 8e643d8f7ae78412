import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAnswer, signInAdmin, startApp, startTestApi, type TestApi } from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

/**
 * The workshop's profile over HTTP on PostgreSQL: anyone reads it, only the owner saves it,
 * every save is kept and an earlier one comes back; a second API process on the same
 * database shows a save at once.
 */
describe('the workshop profile, against PostgreSQL', () => {
  let api: TestApi;
  let owner: string;

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const renamed = {
    ...DEFAULT_WORKSHOP_PROFILE,
    name: 'Birch & Bench',
    phone: '(717) 555-0199',
    team: [{ name: 'Ada Joiner', role: 'Cabinetmaker', photo: null }],
  };

  it('reads the spec defaults until the owner first saves', async () => {
    const res = await api.request.get('/api/workshop-profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: null, profile: DEFAULT_WORKSHOP_PROFILE });
  });

  it('refuses a save from someone not signed in to the admin panel, and keeps nothing', async () => {
    const res = await api.request.put('/api/admin/workshop-profile').send(renamed);
    expect(res.status).toBe(401);
    const read = await api.request.get('/api/workshop-profile');
    expect(read.body.version).toBeNull();
  });

  it('refuses a profile with a bad field, saying which, and keeps nothing', async () => {
    const res = await api.request
      .put('/api/admin/workshop-profile')
      .set('Cookie', owner)
      .send({ ...renamed, name: '  ', defaultDepositPercent: 120 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Workshop name is required');
    expect(res.body.errors).toMatchObject({
      defaultDepositPercent: 'Deposit must be between 0 and 100 percent',
    });
    expect((await api.request.get('/api/workshop-profile')).body.version).toBeNull();
  });

  it('saves, keeps each save, and restores an earlier one as a new version', async () => {
    const first = await api.request
      .put('/api/admin/workshop-profile')
      .set('Cookie', owner)
      .send(renamed);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Workshop profile saved');
    const second = await api.request
      .put('/api/admin/workshop-profile')
      .set('Cookie', owner)
      .send({ ...renamed, name: 'Mistaken Name' });
    expect(second.status).toBe(200);

    const other = await startApp({
      knex: api.knex,
      dataDir: api.dataDir,
      adminPasskey: api.adminPasskey,
    });
    try {
      const seen = await other.request.get('/api/workshop-profile');
      expect(seen.body.profile.name).toBe('Mistaken Name');
    } finally {
      await other.close();
    }

    const history = await api.request
      .get('/api/admin/workshop-profile/history')
      .set('Cookie', owner);
    expect(history.status).toBe(200);
    expect(history.body.versions.map((v: { profile: { name: string } }) => v.profile.name)).toEqual(
      ['Mistaken Name', 'Birch & Bench'],
    );

    const restored = await api.request
      .post(`/api/admin/workshop-profile/history/${first.body.version.id}/restore`)
      .set('Cookie', owner);
    expect(restored.status).toBe(200);
    expect(restored.body.version.restoredFrom).toBe(first.body.version.id);
    const now = await api.request.get('/api/workshop-profile');
    expect(now.body.version).toBe(restored.body.version.id);
    expect(now.body.profile).toEqual(renamed);
    const after = await api.request.get('/api/admin/workshop-profile/history').set('Cookie', owner);
    expect(after.body.versions).toHaveLength(3);
  });

  it('answers 404 for a version that does not exist', async () => {
    const res = await api.request
      .post('/api/admin/workshop-profile/history/99999/restore')
      .set('Cookie', owner);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such version of the profile');
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
