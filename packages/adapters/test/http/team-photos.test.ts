import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  stored,
  type TestApi,
} from './harness';
import { jpegWithGps, pdfDocument, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

const photoOf = (n: number) => `/api/admin/workshop-profile/team/${n}/photo`;
const served = (id: number) => `/api/workshop-profile/team-photos/${id}`;

/**
 * The team's photos over HTTP on PostgreSQL: only the owner sends one, for a member the saved
 * profile lists, through the upload intake; anyone sees it while the profile shows it; taking
 * it off and restoring a version that showed it bring the initials and the photo back.
 */
describe('team photos, against PostgreSQL', () => {
  let api: TestApi;
  let owner: string;

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signInAdmin(api);
    const saved = await api.request
      .put('/api/admin/workshop-profile')
      .set('Cookie', owner)
      .send({
        ...DEFAULT_WORKSHOP_PROFILE,
        team: [
          { name: 'Maya Thornton', role: 'Maker', photo: null },
          { name: 'Sam Carver', role: 'Finisher', photo: null },
        ],
      });
    expect(saved.status, saved.text).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  const versions = async () =>
    (await api.request.get('/api/admin/workshop-profile/history').set('Cookie', owner)).body
      .versions.length as number;

  it('refuses anyone but the owner, before the photo is read, and keeps nothing', async () => {
    const customer = await createCustomer(api);
    const before = await stored(api);
    const anonymous = await api.request
      .post(photoOf(1))
      .attach('photo', await pngImage(), 'maya.png');
    expect(anonymous.status).toBe(401);
    const byCustomer = await api.request
      .post(photoOf(1))
      .set('Cookie', customer.cookie)
      .attach('photo', await pngImage(), 'maya.png');
    expect(byCustomer.status).toBe(403);
    expect(typeof byCustomer.body.message).toBe('string');
    const removal = await api.request.delete(photoOf(1)).set('Cookie', customer.cookie);
    expect(removal.status).toBe(403);
    expect(await api.knex('team_photos').count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(await stored(api)).toEqual(before);
  });

  it('refuses a file that is not an image, and a member the profile does not list', async () => {
    const before = await stored(api);
    const count = await versions();
    const pdf = await api.request
      .post(photoOf(1))
      .set('Cookie', owner)
      .attach('photo', pdfDocument(), 'maya.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('Image must be a JPEG, PNG or GIF file');
    const unknown = await api.request
      .post(photoOf(3))
      .set('Cookie', owner)
      .attach('photo', await pngImage(), 'nobody.png');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such team member');
    // The member is looked up before the file is read: not a word about the file.
    const unknownPdf = await api.request
      .post(photoOf(3))
      .set('Cookie', owner)
      .attach('photo', pdfDocument(), 'nobody.pdf');
    expect(unknownPdf.status).toBe(404);
    expect(unknownPdf.body.message).toBe('No such team member');
    const none = await api.request.post(photoOf(1)).set('Cookie', owner).field('note', 'x');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose a photo');
    const noRemoval = await api.request.delete(photoOf(3)).set('Cookie', owner);
    expect(noRemoval.status).toBe(404);
    const badNumber = await api.request.delete(photoOf(0)).set('Cookie', owner);
    expect(badNumber.status).toBe(400);
    expect(await versions()).toBe(count);
    expect(await api.knex('team_photos').count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(await stored(api)).toEqual(before);
  });

  it('refuses a save naming a photo that was never uploaded', async () => {
    const current = (await api.request.get('/api/workshop-profile')).body.profile;
    const res = await api.request
      .put('/api/admin/workshop-profile')
      .set('Cookie', owner)
      .send({
        ...current,
        team: [{ name: 'Maya Thornton', role: 'Maker', photo: { id: 999, width: 1, height: 1 } }],
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'team.0.photo': 'That photo is not one of the uploaded team photos',
    });
  });

  it('keeps a member photo, re-encoded, and serves it as WebP to anyone for a year', async () => {
    const res = await api.request
      .post(photoOf(2))
      .set('Cookie', owner)
      .attach('photo', await jpegWithGps(), 'sam.jpg');
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Photo saved');
    const [maya, sam] = res.body.version.profile.team;
    expect(maya.photo).toBeNull();
    expect(sam).toEqual({
      name: 'Sam Carver',
      role: 'Finisher',
      photo: { id: expect.any(Number), width: 8, height: 6 },
    });
    const profile = await api.request.get('/api/workshop-profile');
    expect(profile.body.profile.team[1].photo).toEqual(sam.photo);

    const photo = await api.request.get(`${served(sam.photo.id)}?w=480`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [row] = await api.knex('team_photos').select('path');
    expect(row.path).toMatch(/^team-[0-9a-f]{32}\.jpg$/);
    // The stored name is never served as an upload.
    expect((await api.request.get(`/uploads/${row.path}`)).status).toBe(404);
  });

  it('takes a photo off, and a restored version that showed it shows it again', async () => {
    const withPhoto = (await api.request.get('/api/workshop-profile')).body;
    const photo = withPhoto.profile.team[1].photo;
    const removed = await api.request.delete(photoOf(2)).set('Cookie', owner);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Photo removed');
    expect(removed.body.version.profile.team[1].photo).toBeNull();
    expect((await api.request.get(served(photo.id))).status).toBe(404);

    const restored = await api.request
      .post(`/api/admin/workshop-profile/history/${withPhoto.version}/restore`)
      .set('Cookie', owner);
    expect(restored.status).toBe(200);
    expect(restored.body.version.profile.team[1].photo).toEqual(photo);
    expect((await api.request.get(served(photo.id))).status).toBe(200);
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
