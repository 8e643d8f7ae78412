import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PASSKEY } from '@workshop/application';
import { renderEmail } from '../../src/mail/templates';
import { KnexHousekeeping } from '../../src/persistence/housekeeping';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import { startS3, type S3TestServer } from '../storage/s3-server';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  stored,
  submitProject,
  type AppOptions,
  type Customer,
  type TestApi,
} from './harness';
import { jpegWithGps, pdfDocument, pngImage, webpImage } from './images';
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
    storedNames: async (api) =>
      (await readdir(join(api.dataDir, 'uploads')).catch(() => [])).sort(),
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
    storedNames: async () => (await s3.listObjects(bucket)).sort(),
  },
};

beforeAll(async () => {
  s3 = await startS3();
  ({ bucket } = await s3.createBucket());
});
afterAll(async () => {
  await s3?.stop();
});

const MB = 1024 * 1024;

interface SentAttachment {
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly url: string;
}

/** Suite: files sent with messages, both ways, kept in the disk or the S3 store. */
describe.each(Object.entries(setups))('message attachments in the %s store', (_kind, setup) => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  let ben: Customer;

  beforeAll(async () => {
    api = await startTestApi(setup.options());
    [admin, ada, ben] = await Promise.all([
      signInAdmin(api),
      createCustomer(api),
      createCustomer(api),
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (
    projectId: number,
    cookie: string,
    senderType: 'admin' | 'customer',
    files: readonly (readonly [Buffer, string])[],
  ): Test => {
    let req = api.request
      .post(`/api/furniture-requests/${projectId}/messages`)
      .set('Cookie', cookie)
      .field({ message: 'See attached', senderName: 'Ada', senderType });
    for (const [bytes, filename] of files) req = req.attach('attachments', bytes, filename);
    return req;
  };
  const fromAda = (projectId: number, files: readonly (readonly [Buffer, string])[]) =>
    post(projectId, ada.cookie, 'customer', files);
  const download = (url: string, cookie?: string) => {
    const req = api.request.get(url).buffer(true);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('carries an image and a PDF from the customer, listed by address and served to her and the team', async () => {
    const projectId = await submitProject(api, ada.email);
    const photo = await jpegWithGps();
    const plan = pdfDocument();
    const sent = await fromAda(projectId, [
      [photo, 'Kitchen wall.jpg'],
      [plan, 'floor plan.pdf'],
    ]);
    expect(sent.status, sent.text).toBe(201);
    const attachments = sent.body.data.attachments as SentAttachment[];
    expect(attachments).toEqual([
      {
        name: 'Kitchen wall.jpg',
        contentType: 'image/jpeg',
        size: expect.any(Number),
        url: `/api/furniture-requests/${projectId}/messages/${sent.body.data.id}/attachments/1`,
      },
      {
        name: 'floor plan.pdf',
        contentType: 'application/pdf',
        size: plan.length,
        url: `/api/furniture-requests/${projectId}/messages/${sent.body.data.id}/attachments/2`,
      },
    ]);

    // The thread lists them the same way, for both sides.
    for (const cookie of [ada.cookie, admin]) {
      const list = await api.request
        .get(`/api/furniture-requests/${projectId}/messages`)
        .set('Cookie', cookie);
      expect(list.body.data.at(-1).attachments).toEqual(attachments);
    }

    const [image, pdf] = attachments as [SentAttachment, SentAttachment];
    for (const cookie of [ada.cookie, admin]) {
      const shown = await download(image.url, cookie);
      expect(shown.status).toBe(200);
      expect(shown.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-disposition': `inline; filename="Kitchen wall.jpg"; filename*=UTF-8''Kitchen%20wall.jpg`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=86400, immutable',
      });
      expect(shown.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(Number(shown.headers['content-length'])).toBe(image.size);
      // Re-encoded: the place the photo was taken is gone.
      expect((await sharp(shown.body as Buffer).metadata()).exif).toBeUndefined();

      const downloaded = await download(pdf.url, cookie);
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="floor plan.pdf"; filename*=UTF-8''floor%20plan.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=86400, immutable',
      });
      expect(Buffer.compare(downloaded.body as Buffer, plan)).toBe(0);
    }
  });

  it('carries files from the workshop too, a WebP among them, and names them in the email', async () => {
    const projectId = await submitProject(api, ada.email);
    const sent = await post(projectId, admin, 'admin', [
      [await webpImage(), 'finish sample.webp'],
      [await pngImage(), 'joint.png'],
    ]);
    expect(sent.status, sent.text).toBe(201);
    expect(
      (sent.body.data.attachments as SentAttachment[]).map((a) => [a.name, a.contentType]),
    ).toEqual([
      ['finish sample.webp', 'image/webp'],
      ['joint.png', 'image/png'],
    ]);
    const webp = await download(
      (sent.body.data.attachments as SentAttachment[])[0]!.url,
      ada.cookie,
    );
    expect(webp.status).toBe(200);
    expect((await sharp(webp.body as Buffer).metadata()).format).toBe('webp');

    const [message] = await api.useCases.listMessages
      .execute(OWNER_PASSKEY, projectId)
      .then((r) => (r.ok ? r.value : []));
    const email = renderEmail(
      {
        template: 'new-message',
        to: ada.email,
        data: {
          projectId,
          fullName: 'Ada Lovelace',
          email: ada.email,
          phone: null,
          furnitureType: null,
          description: null,
          budgetRange: null,
          timeline: null,
          hasImage: false,
          senderName: message!.senderName,
          message: message!.message,
          audience: 'customer',
          attachmentNames: message!.attachments.map((a) => a.name),
        },
      },
      'http://workshop.test',
    );
    expect(email.text).toContain('With 2 files attached');
    expect(email.text).toContain('finish sample.webp, joint.png');
    expect(email.html).toContain('finish sample.webp, joint.png');
  });

  it('still takes the JSON message of the spec, with no attachments', async () => {
    const projectId = await submitProject(api, ada.email);
    const res = await api.request
      .post(`/api/furniture-requests/${projectId}/messages`)
      .set('Cookie', ada.cookie)
      .send({ message: 'Plain text', senderName: 'Ada', senderType: 'customer' });
    expect(res.status).toBe(201);
    expect(res.body.data.attachments).toEqual([]);
  });

  it('answers a visitor 401 and another customer 404 for every attachment, and never serves one at /uploads', async () => {
    const projectId = await submitProject(api, ada.email);
    const sent = await fromAda(projectId, [
      [await pngImage(), 'a.png'],
      [pdfDocument(), 'b.pdf'],
    ]);
    const urls = (sent.body.data.attachments as SentAttachment[]).map((a) => a.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const visitor = await download(url);
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toEqual(expect.any(String));
      const stranger = await download(url, ben.cookie);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ message: 'Project not found' });
      expect(stranger.headers['content-type']).toMatch(/^application\/json/);
    }
    // Another message's number, or a number past its files: not found.
    const missing = await download(urls[0]!.replace(/\/1$/, '/3'), ada.cookie);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Attachment not found' });
    // The stored names are never answered, and /uploads serves only the projects' images.
    const keys = (await api.knex('message_attachments').where({ request_id: projectId })).map(
      (row: { storage_key: string }) => row.storage_key,
    );
    expect(JSON.stringify(sent.body)).not.toContain(keys[0]);
    for (const key of keys) expect((await api.request.get(`/uploads/${key}`)).status).toBe(404);
  });

  it.each([
    [
      'a text file named .png',
      () => [[Buffer.from('just some text'), 'photo.png']] as const,
      '"photo.png" is not a JPEG, PNG, GIF, WebP or PDF file',
    ],
    [
      'a PNG named .pdf',
      async () => [[await pngImage(), 'contract.pdf']] as const,
      '"contract.pdf" is not what its name says: its content is a PNG image',
    ],
    [
      'four files',
      async () => {
        const png = await pngImage();
        return [1, 2, 3, 4].map((n) => [png, `p${n}.png`] as const);
      },
      'A message can carry at most 3 attachments',
    ],
    [
      'an 11 MB file',
      () => [[Buffer.concat([pdfDocument(), Buffer.alloc(11 * MB)]), 'huge.pdf']] as const,
      '"huge.pdf" is larger than 10 MB: each attachment must be 10 MB or smaller',
    ],
    [
      'a good image then a renamed file',
      async () =>
        [
          [await pngImage(), 'fine.png'],
          [Buffer.from('<html><script>alert(1)</script></html>'), 'evil.pdf'],
        ] as const,
      '"evil.pdf" is not a JPEG, PNG, GIF, WebP or PDF file',
    ],
  ])(
    'refuses %s with a message naming it, and keeps no message and no file',
    async (_t, files, message) => {
      const projectId = await submitProject(api, ada.email);
      const before = { rows: await stored(api), names: await setup.storedNames(api) };
      const res = await fromAda(projectId, await files());
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({ message });
      expect({ rows: await stored(api), names: await setup.storedNames(api) }).toEqual(before);
    },
  );

  it('keeps no file of a message refused after its files were read (an invalid field)', async () => {
    const projectId = await submitProject(api, ada.email);
    const before = { rows: await stored(api), names: await setup.storedNames(api) };
    const res = await api.request
      .post(`/api/furniture-requests/${projectId}/messages`)
      .set('Cookie', ada.cookie)
      .field({ message: '', senderName: 'Ada', senderType: 'customer' })
      .attach('attachments', await pngImage(), 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Message is required');
    expect({ rows: await stored(api), names: await setup.storedNames(api) }).toEqual(before);
  });

  it.each([
    ['the workshop deletes', 'admin'],
    ['the customer deletes', 'customer'],
  ] as const)('removes every attachment from the store when %s the project', async (_t, who) => {
    const projectId = await submitProject(api, ada.email);
    await fromAda(projectId, [
      [await pngImage(), 'a.png'],
      [pdfDocument(), 'b.pdf'],
    ]).expect(201);
    await post(projectId, admin, 'admin', [[await pngImage(), 'c.png']]).expect(201);
    const keys = (await api.knex('message_attachments').where({ request_id: projectId })).map(
      (row: { storage_key: string }) => row.storage_key,
    );
    expect(keys).toHaveLength(3);
    // Files of a live project are named by a row: the sweep and the backup keep them.
    const referenced = await new KnexHousekeeping(api.knex).referencedFiles();
    for (const key of keys) expect(referenced.has(key)).toBe(true);
    expect(await setup.storedNames(api)).toEqual(expect.arrayContaining(keys));

    const deleted =
      who === 'admin'
        ? await api.request.delete(`/api/furniture-requests/${projectId}`).set('Cookie', admin)
        : await api.request
            .delete(`/api/furniture-requests/${projectId}/customer-delete`)
            .set('Cookie', ada.cookie);
    expect(deleted.status).toBe(200);
    const left = await setup.storedNames(api);
    for (const key of keys) expect(left).not.toContain(key);
    expect(await api.knex('message_attachments').where({ request_id: projectId })).toEqual([]);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
