import { rm, readdir, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import { startS3, type S3TestServer } from '../storage/s3-server';
import { everyAnswer, startApp, startTestApi, type TestApi } from './harness';
import { pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

const TOKEN = 'storage-faults-metrics-token';
const STORAGE_DOWN = 'Files cannot be stored right now. Please try again in a few minutes.';
const LOW_SPACE = 'The server is short of space for files right now. Please try again later.';

/** The error lines an app logs, parsed. */
function capturedLogger() {
  const lines: { msg: string; stage?: string }[] = [];
  const logger = pino(
    { level: 'error' },
    { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) },
  );
  return { logger, lines };
}

const metric = async (api: TestApi, pattern: RegExp): Promise<number | null> => {
  const res = await api.request.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  const match = res.text.match(pattern);
  return match ? Number(match[1]) : null;
};

const draftImage = async (api: TestApi, sessionId: string) =>
  api.request
    .post('/api/customizations/image')
    .field({ sessionId, furnitureType: 'storage' })
    .attach('image', await pngImage(), 'oak.png');

const scratch = async (api: TestApi) =>
  (await readdir(join(api.dataDir, 'tmp')).catch(() => [])).length;

/**
 * A store or a disk that fails is our fault, said as such: a 503 with a message, an error line,
 * a count on /metrics, nothing left in the scratch folder; and /readyz says the store is down
 * in its body while staying 200 (the store is shared: a 503 would take every replica out).
 */
describe('uploads when the file storage fails', () => {
  let s3: S3TestServer;
  let s3Stopped = false;
  let api: TestApi;
  const log = capturedLogger();

  beforeAll(async () => {
    s3 = await startS3();
    const { bucket } = await s3.createBucket();
    api = await startTestApi({
      metricsToken: TOKEN,
      logger: log.logger,
      store: new S3ObjectStore({
        endpoint: s3.endpoint,
        bucket,
        region: 'us-east-1',
        credentials: s3.credentials,
        forcePathStyle: true,
      }),
    });
  });
  afterAll(async () => {
    await api?.close();
    if (!s3Stopped) await s3?.stop();
  });

  it('the bucket stops answering: uploads 503 and logged, /readyz 200 naming the store, storage_up 0', async () => {
    expect((await draftImage(api, 'faults-before')).status).toBe(201);
    expect((await api.request.get('/readyz')).body).toEqual({ status: 'ready' });
    expect(await metric(api, /^workshop_storage_up (\d+)$/m)).toBe(1);

    await s3.stop();
    s3Stopped = true;
    // Past the one-second window in which checks share an answer.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const res = await draftImage(api, 'faults-during');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: STORAGE_DOWN });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'file storage failed', stage: 'store' }),
    );
    expect(await scratch(api)).toBe(0);

    const ready = await api.request.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      storage: 'down',
      message: 'Uploaded files cannot be stored or read right now',
    });
    expect(await metric(api, /^workshop_storage_up (\d+)$/m)).toBe(0);
    expect(await metric(api, /^workshop_storage_errors_total\{stage="store"\} (\d+)$/m)).toBe(1);
  });

  it('every answer is in the API document', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});

describe('uploads when the disk is short of space or cannot be written', () => {
  let api: TestApi;
  const log = capturedLogger();
  beforeAll(async () => {
    api = await startTestApi({ metricsToken: TOKEN, logger: log.logger });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('below the free-space threshold (UPLOAD_MIN_FREE_MB), uploads are refused before they are read', async () => {
    // A threshold no disk meets stands in for a full disk.
    const guarded = await startApp(api, {
      metricsToken: TOKEN,
      logger: log.logger,
      uploadMinFreeBytes: Number.MAX_SAFE_INTEGER,
    });
    try {
      const res = await draftImage(guarded, 'faults-low-space');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: LOW_SPACE });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(log.lines).toContainEqual(expect.objectContaining({ stage: 'low_space' }));
      expect(
        await metric(guarded, /^workshop_image_decodes_total\{outcome="done"\} (\d+)$/m),
      ).toBeNull();
      expect(
        await metric(guarded, /^workshop_storage_errors_total\{stage="low_space"\} (\d+)$/m),
      ).toBe(1);
      expect(await metric(guarded, /^workshop_upload_scratch_free_bytes (\d+)/m)).toBeGreaterThan(
        0,
      );
      // JSON calls carry no file and go on as usual.
      expect((await guarded.request.get('/readyz')).body).toEqual({ status: 'ready' });
    } finally {
      await guarded.close();
    }
  });

  it('the scratch folder cannot be written: 503 (not "the form could not be read"), logged, counted', async () => {
    const tmp = join(api.dataDir, 'tmp');
    // Injected at the real file system: the folder is gone and a file stands in its place.
    await rm(tmp, { recursive: true, force: true });
    await writeFile(tmp, 'not a folder');
    try {
      const res = await draftImage(api, 'faults-scratch');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: STORAGE_DOWN });
      expect(log.lines).toContainEqual(
        expect.objectContaining({ msg: 'file storage failed', stage: 'scratch' }),
      );
      expect(await metric(api, /^workshop_storage_errors_total\{stage="scratch"\} (\d+)$/m)).toBe(
        1,
      );
    } finally {
      await rm(tmp, { force: true });
      await mkdir(tmp);
    }
    expect((await draftImage(api, 'faults-after')).status).toBe(201);
    expect(await scratch(api)).toBe(0);
  });

  it('every answer is in the API document', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
