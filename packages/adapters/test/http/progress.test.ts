import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexHousekeeping } from '../../src/persistence/housekeeping';
import {
  approve,
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';
import { gifImage, jpegWithGps, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

interface PhotoView {
  url: string;
  thumbnailUrl: string;
  name: string;
  width: number;
  height: number;
}
interface UpdateView {
  id: number;
  kind: string;
  milestone: string;
  note: string | null;
  readByCustomer: boolean;
  photos: PhotoView[];
}

let api: TestApi;
let admin: string;
let ada: Customer;
let eve: Customer;
let projectId: number;

const base = (id: number) => `/api/furniture-requests/${id}/progress`;
const uploads = async () => {
  try {
    return (await readdir(join(api.dataDir, 'uploads'))).sort();
  } catch {
    return [];
  }
};

async function inProgressProject(owner: Customer): Promise<number> {
  const id = await submitProject(api, owner.email);
  await quote(api, admin, id);
  await approve(api, owner.cookie, id);
  return id;
}

/** Suite: progress updates, their photos, who sees them, and what goes with the project. */
describe('HTTP progress updates', () => {
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    [ada, eve] = await Promise.all([createCustomer(api), createCustomer(api)]);
    projectId = await inProgressProject(ada);
  });
  afterAll(async () => {
    await api?.close();
  });

  let first: UpdateView;
  let second: UpdateView;

  it('the workshop posts an update with photos: re-encoded, stripped, with thumbnails', async () => {
    const posted = await api.request
      .post(base(projectId))
      .set('Cookie', admin)
      .field({ milestone: 'Materials selected', note: 'Black walnut, air-dried two years.' })
      .attach('photos', await jpegWithGps(), 'boards.jpg');
    expect(posted.status, posted.text).toBe(201);
    first = posted.body.data;
    expect(posted.body.message).toBe('Progress posted');
    expect(first).toMatchObject({
      kind: 'update',
      milestone: 'Materials selected',
      note: 'Black walnut, air-dried two years.',
      readByCustomer: false,
      photos: [
        {
          url: `${base(projectId)}/${first.id}/photos/1`,
          thumbnailUrl: `${base(projectId)}/${first.id}/photos/1/thumbnail`,
          name: 'boards.jpg',
          width: 8,
          height: 6,
        },
      ],
    });

    const res = await api.request
      .post(base(projectId))
      .set('Cookie', admin)
      .field({ milestone: 'Legs turned on the lathe' })
      .attach('photos', await pngImage(1200, 900), 'legs.png')
      .attach('photos', await gifImage(), 'detail.gif');
    expect(res.status, res.text).toBe(201);
    second = res.body.data;
    expect(second.note).toBeNull();
    expect(second.photos.map((photo) => [photo.name, photo.width, photo.height])).toEqual([
      ['legs.png', 1200, 900],
      ['detail.gif', 8, 6],
    ]);

    // What the customer is sent has no location left in it.
    const photo = await api.request.get(first.photos[0]!.url).set('Cookie', ada.cookie).buffer();
    expect(photo.status).toBe(200);
    const metadata = await sharp(photo.body as Buffer).metadata();
    expect(metadata.exif).toBeUndefined();
    const thumbnail = await api.request
      .get(second.photos[0]!.thumbnailUrl)
      .set('Cookie', ada.cookie)
      .buffer();
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const small = await sharp(thumbnail.body as Buffer).metadata();
    expect([small.width, small.height]).toEqual([480, 360]);
  });

  it('lists the timeline newest first to the customer and the workshop, with the unread count', async () => {
    for (const cookie of [ada.cookie, admin]) {
      const res = await api.request.get(base(projectId)).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.data.map((update: UpdateView) => update.id)).toEqual([second.id, first.id]);
      expect(res.body.unread).toBe(2);
    }
  });

  it('answers a visitor 401 and another customer exactly as a project that does not exist', async () => {
    expect((await api.request.get(base(projectId))).status).toBe(401);
    const other = await api.request.get(base(projectId)).set('Cookie', eve.cookie);
    const missing = await api.request.get(base(2_000_000_000)).set('Cookie', eve.cookie);
    expect([other.status, other.body]).toEqual([404, missing.body]);
  });

  it('serves every photo and thumbnail to the owner and the workshop only, privately', async () => {
    const urls = [first, second].flatMap((update) =>
      update.photos.flatMap((photo) => [photo.url, photo.thumbnailUrl]),
    );
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      for (const cookie of [ada.cookie, admin]) {
        const res = await api.request.get(url).set('Cookie', cookie);
        expect(res.status, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png|gif)$/);
        expect(res.headers['content-disposition']).toMatch(
          /^inline; filename="(thumbnail-)?project-\d+-update-\d+-photo-\d\.(jpg|png|gif)"$/,
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('private, max-age=86400, immutable');
      }
      const visitor = await api.request.get(url);
      expect(visitor.status, url).toBe(401);
      const stranger = await api.request.get(url).set('Cookie', eve.cookie);
      expect([stranger.status, stranger.body], url).toEqual([
        404,
        { message: 'Project not found' },
      ]);
    }
    // Guessing past the end, or another update, is a 404 too; a malformed number a 400.
    const guess = (path: string) => api.request.get(path).set('Cookie', admin);
    expect((await guess(`${base(projectId)}/${first.id}/photos/2`)).body).toEqual({
      message: 'Photo not found',
    });
    expect((await guess(`${base(projectId)}/${second.id + 50}/photos/1`)).status).toBe(404);
    expect((await guess(`${base(projectId)}/${first.id}/photos/7`)).body).toEqual({
      message: 'Photo number must be a whole number from 1 to 6',
    });
  });

  it('never serves a progress photo at /uploads, whoever holds its stored name', async () => {
    const [row] = await api.knex('progress_updates').where({ id: first.id }).select('photos');
    const { path, thumbnailPath } = row.photos[0];
    expect(path).toMatch(/^progress-[a-f0-9]{32}\.jpg$/);
    for (const name of [path, thumbnailPath]) {
      expect((await api.request.get(`/uploads/${name}`).set('Cookie', ada.cookie)).status).toBe(
        404,
      );
    }
    // The hourly sweep of files no row names leaves them alone.
    const referenced = await new KnexHousekeeping(api.knex).referencedFiles();
    expect(referenced.has(path) && referenced.has(thumbnailPath)).toBe(true);
  });

  it('the customer marks the timeline read; the workshop cannot do it for them', async () => {
    expect(
      (await api.request.post(`${base(projectId)}/read`).set('Cookie', eve.cookie)).status,
    ).toBe(404);
    expect((await api.request.post(`${base(projectId)}/read`).set('Cookie', admin)).status).toBe(
      403,
    );
    const res = await api.request.post(`${base(projectId)}/read`).set('Cookie', ada.cookie);
    expect(res.body).toEqual({ message: 'Progress marked as read', marked: 2 });
    const list = await api.request.get(base(projectId)).set('Cookie', ada.cookie);
    expect(list.body.unread).toBe(0);
  });

  describe('refusals keep nothing', () => {
    const expectRefused = async (
      send: () => Promise<Response>,
      status: number,
      message: string,
    ) => {
      const files = await uploads();
      const rows = await api.knex('progress_updates').count({ n: '*' });
      const res = await send();
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(await uploads()).toEqual(files);
      expect(await api.knex('progress_updates').count({ n: '*' })).toEqual(rows);
    };

    it('a visitor must sign in, a customer is refused, before any photo is read', async () => {
      const png = await pngImage();
      await expectRefused(
        () =>
          api.request
            .post(base(projectId))
            .field({ milestone: 'Assembly' })
            .attach('photos', png, 'a.png'),
        401,
        'Please sign in to continue.',
      );
      await expectRefused(
        () =>
          api.request
            .post(base(projectId))
            .set('Cookie', ada.cookie)
            .field({ milestone: 'Assembly' })
            .attach('photos', png, 'a.png'),
        403,
        'Admin access required',
      );
    });

    it('a project that is not in progress: 409 with the rule', async () => {
      const fresh = await submitProject(api, ada.email);
      const png = await pngImage();
      await expectRefused(
        () =>
          api.request
            .post(base(fresh))
            .set('Cookie', admin)
            .field({ milestone: 'Assembly' })
            .attach('photos', png, 'a.png'),
        409,
        'Progress can only be posted on a project in progress.',
      );
    });

    it('no milestone, a milestone too long, seven photos, a file that is not an image', async () => {
      const png = await pngImage();
      const post = () => api.request.post(base(projectId)).set('Cookie', admin);
      await expectRefused(
        () => post().field({ note: 'x' }).attach('photos', png, 'a.png'),
        400,
        'Please choose a milestone or describe it',
      );
      await expectRefused(
        () => post().field({ milestone: 'm'.repeat(81) }),
        400,
        'Milestone must be 80 characters or less',
      );
      await expectRefused(
        () => {
          let req = post().field({ milestone: 'Assembly' });
          for (let i = 0; i < 7; i += 1) req = req.attach('photos', png, `p${i}.png`);
          return req;
        },
        400,
        'At most 6 photos can be posted, in the "photos" field',
      );
      await expectRefused(
        () =>
          post()
            .field({ milestone: 'Assembly' })
            .attach('photos', png, 'good.png')
            .attach('photos', Buffer.from('not a picture'), 'bad.png'),
        400,
        'Photo 2: Image must be a JPEG, PNG or GIF file',
      );
    });
  });

  it('marking the project complete adds the last entry', async () => {
    const res = await api.request
      .patch(`/api/furniture-requests/${projectId}/status`)
      .set('Cookie', admin)
      .send({ status: 'completed', notes: 'Delivered and set up in the dining room.' });
    expect(res.status).toBe(200);
    const list = await api.request.get(base(projectId)).set('Cookie', ada.cookie);
    expect(list.body.data[0]).toMatchObject({
      kind: 'completion',
      milestone: 'Completed',
      note: 'Delivered and set up in the dining room.',
      photos: [],
      readByCustomer: false,
    });
    expect(list.body.unread).toBe(1);
    // And nothing more can be posted.
    const late = await api.request
      .post(base(projectId))
      .set('Cookie', admin)
      .field({ milestone: 'Touch-up' });
    expect([late.status, late.body.rule]).toEqual([409, 'POST_PROGRESS']);
  });

  it('deleting the project deletes its photos and thumbnails from storage', async () => {
    const id = await inProgressProject(ada);
    const before = await uploads();
    const { storage_key: signedCopy } = await api
      .knex('signed_copies')
      .where({ request_id: id })
      .first('storage_key');
    expect(before).toContain(signedCopy);
    const posted = await api.request
      .post(base(id))
      .set('Cookie', admin)
      .field({ milestone: 'Assembly' })
      .attach('photos', await pngImage(), 'a.png')
      .attach('photos', await pngImage(), 'b.png');
    expect(posted.status).toBe(201);
    expect((await uploads()).length).toBe(before.length + 4);
    const deleted = await api.request.delete(`/api/furniture-requests/${id}`).set('Cookie', admin);
    expect(deleted.status).toBe(200);
    // The photos go, and with them the project's signed quote (stored when it was accepted).
    expect(await uploads()).toEqual(before.filter((name) => name !== signedCopy));
    const url = (posted.body.data as UpdateView).photos[0]!.url;
    expect((await api.request.get(url).set('Cookie', admin)).status).toBe(404);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
