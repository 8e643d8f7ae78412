import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import { startS3, type S3TestServer } from '../storage/s3-server';
import {
  everyAnswer,
  signInAdmin,
  startApp,
  startTestApi,
  uniqueEmail,
  type AppOptions,
  type TestApi,
} from './harness';
import { gifImage, jpegImage, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

interface Setup {
  readonly options: () => AppOptions;
  /** Every stored name, from the folder or the bucket itself. */
  readonly storedNames: (api: TestApi) => Promise<string[]>;
}

let s3: S3TestServer;
let bucket: string;

const setups: Record<'disk' | 'S3', Setup> = {
  disk: {
    options: () => ({}),
    storedNames: async (api) => (await readdir(join(api.dataDir, 'uploads'))).sort(),
  },
  S3: {
    options: () => ({
      store: new S3ObjectStore({
        endpoint: s3.endpoint,
        bucket,
        region: 'us-east-1',
        credentials: s3.credentials,
        forcePathStyle: true,
      }),
    }),
    storedNames: () => s3.listObjects(bucket),
  },
};

beforeAll(async () => {
  s3 = await startS3();
  ({ bucket } = await s3.createBucket());
});
afterAll(async () => {
  await s3?.stop();
});

/**
 * Images go through one upload path into the configured store and come back through
 * /uploads with the same headers whichever store it is; with S3, any API process serves what
 * another stored.
 */
describe.each(Object.entries(setups))('uploads kept in the %s store', (_kind, setup) => {
  let api: TestApi;
  /** A second API process on the same database and store: a replica. */
  let replica: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi(setup.options());
    replica = await startApp(api, setup.options());
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    await replica?.close();
    await api?.close();
  });

  const submitWith = async (image: Buffer, fields: Record<string, string> = {}) =>
    api.request
      .post('/api/furniture-requests')
      .field({ fullName: 'Ada Lovelace', email: uniqueEmail('store'), ...fields })
      .attach('image', image, 'photo');

  const imageOf = async (id: number): Promise<string> => {
    const row = (await api.knex('furniture_requests').where({ id }).first('image_path')) as {
      image_path: string;
    };
    return row.image_path;
  };

  it.each([
    ['JPEG', jpegImage, 'image/jpeg'],
    ['PNG', pngImage, 'image/png'],
    ['GIF', gifImage, 'image/gif'],
  ])('serves a %s one process stored from the other, with its headers', async (_f, make, type) => {
    const sent = await submitWith(await make());
    expect(sent.status).toBe(201);
    const name = await imageOf(sent.body.request.id);
    expect(await setup.storedNames(api)).toContain(name);

    const res = await replica.request.get(`/uploads/${name}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': type,
      'content-length': String((res.body as Buffer).length),
      'cache-control': 'private, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${name.split('.')[0]}"`,
    });
    expect(res.headers['last-modified']).toBeDefined();
    const original = await api.request.get(`/uploads/${name}`).buffer(true);
    expect(Buffer.compare(res.body as Buffer, original.body as Buffer)).toBe(0);
  });

  it('revalidates to a 304 while the image exists, and forgets it with its project', async () => {
    const sent = await submitWith(await pngImage(30, 20));
    const id = sent.body.request.id as number;
    const name = await imageOf(id);
    const path = `/uploads/${name}`;
    const etag = `"${name.split('.')[0]}"`;

    const revalidated = await replica.request.get(path).set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');
    const head = await replica.request.head(path);
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

    const deleted = await api.request.delete(`/api/furniture-requests/${id}`).set('Cookie', admin);
    expect(deleted.status).toBe(200);
    expect(await setup.storedNames(api)).not.toContain(name);
    for (const res of [
      await replica.request.get(path),
      await replica.request.get(path).set('If-None-Match', etag),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Image not found' });
      expect(res.headers['etag']).toBeUndefined();
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('keeps nothing of an image whose request is refused', async () => {
    const before = await setup.storedNames(api);
    const refused = await submitWith(await pngImage(), { email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(await setup.storedNames(api)).toEqual(before);
    expect(await readdir(join(api.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
