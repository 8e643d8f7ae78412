import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/backup';
import { restoreBackup } from '../../src/backup/restore';
import { StartupError } from '../../src/startup-error';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import {
  createCustomer,
  quote,
  signInAdmin,
  startTestApi,
  uniqueEmail,
  type Customer,
  type TestApi,
} from '../http/harness';
import { jpegImage, pdfDocument, pngImage } from '../http/images';
import { startS3, type S3TestServer } from '../storage/s3-server';
import { snapshotRows, wipeDatabase } from './snapshot';

/**
 * Services mode's backup: PostgreSQL and an S3 bucket. Real data through the API (accounts,
 * projects with images, messages, a quote), backed up, lost entirely, restored.
 */
describe('backup and restore: PostgreSQL and a bucket', () => {
  let s3: S3TestServer;
  let store: S3ObjectStore;
  let bucket: string;
  let api: TestApi;
  let outDir: string;

  beforeAll(async () => {
    s3 = await startS3();
    const settings = await s3.createBucket();
    bucket = settings.bucket;
    store = new S3ObjectStore(settings, pino({ level: 'silent' }));
    api = await startTestApi({ store });
    outDir = await mkdtemp(join(tmpdir(), 'workshop-backups-'));
  });
  afterAll(async () => {
    await api?.close();
    await store?.close();
    await s3?.stop();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('brings back every row and file, and the customer signs in', async () => {
    const admin = await signInAdmin(api);
    const customers: Customer[] = [];
    const images = new Map<string, Buffer>();
    for (const [index, image] of [await pngImage(), await jpegImage()].entries()) {
      const customer = await createCustomer(api);
      customers.push(customer);
      const submitted = await api.request
        .post('/api/furniture-requests')
        .set('Cookie', customer.cookie)
        .field({ fullName: `Customer ${index}`, email: customer.email, description: 'Oak desk' })
        .attach('image', image, index === 0 ? 'desk.png' : 'desk.jpg');
      expect(submitted.status).toBe(201);
      const id = submitted.body.request.id as number;
      const row = await api.knex('furniture_requests').where({ id }).first();
      images.set(row.image_path, image);
      await api.request
        .post(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', customer.cookie)
        .send({
          message: `Can it be ready by spring? (${index})`,
          senderName: 'Me',
          senderType: 'customer',
        });
      // The workshop's answer carries a drawing: message attachments are backed up too.
      const drawing = pdfDocument();
      const answered = await api.request
        .post(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', admin)
        .field({ message: 'Yes, easily.', senderName: 'Sam', senderType: 'admin' })
        .attach('attachments', drawing, 'drawing.pdf');
      expect(answered.status).toBe(201);
      const attached = await api.knex('message_attachments').where({ request_id: id }).first();
      images.set(attached.storage_key, drawing);
      await quote(api, admin, id);
    }
    const before = await snapshotRows(api.knex);
    expect(before['users']?.length).toBeGreaterThanOrEqual(2);
    expect(before['messages']?.length).toBe(4);

    const report = await createBackup({ db: api.knex, store, outDir });
    expect(report.file).toMatch(/workshop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(report.manifest.files.sort()).toEqual([...images.keys()].sort());
    expect(report.manifest.missingFiles).toEqual([]);
    console.log(
      `backup (PostgreSQL + S3): ${report.manifest.tables.reduce((n, t) => n + t.rows, 0)} rows, ` +
        `${report.manifest.files.length} files, ${report.bytes} bytes`,
    );

    // Everything is lost: the schema and the bucket's files.
    await wipeDatabase(api.knex);
    for (const name of await s3.listObjects(bucket)) await store.remove(name);
    expect(await s3.listObjects(bucket)).toEqual([]);
    expect(
      (
        await api.request.post('/api/auth/signin').send({
          email: customers[0]?.email,
          password: customers[0]?.password,
        })
      ).status,
    ).toBe(500);

    const restored = await restoreBackup({ db: api.knex, store, archive: report.file });
    expect(restored.createdAt).toBe(report.manifest.createdAt);
    expect(await snapshotRows(api.knex)).toEqual(before);
    expect(await s3.listObjects(bucket)).toEqual([...images.keys()].sort());
    for (const [name, bytes] of images) {
      const object = await store.open(name);
      expect(object && (await buffer(object.body))).toEqual(bytes);
    }

    // The site works on what came back: sign-in, the customer's projects and images.
    for (const customer of customers) {
      const signedIn = await api.request
        .post('/api/auth/signin')
        .send({ email: customer.email, password: customer.password });
      expect(signedIn.status).toBe(200);
    }
    // The session opened before the backup was restored with it.
    const projects = await api.request
      .get('/api/furniture-requests')
      .set('Cookie', customers[0]?.cookie ?? '');
    expect(projects.status).toBe(200);
    expect((projects.body as unknown[]).length).toBeGreaterThanOrEqual(1);
    const [imageName, imageBytes] = [...images.entries()][0] ?? ['', Buffer.alloc(0)];
    const served = await api.request.get(`/uploads/${imageName}`).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body as Buffer)).toEqual(imageBytes);
    // New rows continue after the restored ids.
    const next = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'After the restore', email: uniqueEmail('after') });
    expect(next.status).toBe(201);
  });

  it('refuses to restore over a database that has rows, and leaves it as it was', async () => {
    const before = await snapshotRows(api.knex);
    const report = await createBackup({ db: api.knex, store, outDir });
    const refusal = restoreBackup({ db: api.knex, store, archive: report.file });
    await expect(refusal).rejects.toBeInstanceOf(StartupError);
    await expect(refusal).rejects.toThrow(
      /^The database is not empty \(\w+ has rows\): restore into an empty database$/,
    );
    expect(await snapshotRows(api.knex)).toEqual(before);
  });

  it('refuses what is not a backup with a plain message', async () => {
    const notAnArchive = join(outDir, 'notes.txt.tar.gz');
    await import('node:fs/promises').then(({ writeFile }) => writeFile(notAnArchive, 'hello'));
    await expect(restoreBackup({ db: api.knex, store, archive: notAnArchive })).rejects.toThrow(
      /notes\.txt\.tar\.gz is not a workshop backup/,
    );
  });
});
