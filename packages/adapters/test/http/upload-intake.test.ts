import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { Counter, Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadKind } from '@workshop/application';
import { DecodeGate, DEFAULT_DECODE_LIMITS } from '../../src/http/decode-gate';
import { HttpError } from '../../src/http/errors';
import { StorageFailure, storeForUploads } from '../../src/http/storage-failure';
import { intakeFor, MultipartIntake } from '../../src/http/upload-intake';
import { UPLOAD_KINDS } from '../../src/http/upload-kinds';
import { DiskObjectStore } from '../../src/storage/disk-object-store';
import type { ObjectStore } from '../../src/storage/object-store';
import { jpegImage, pdfDocument, pngImage } from './images';

/** Each kind, the files a good request of it carries, and how many puts it makes. */
const KINDS: readonly {
  readonly kind: UploadKind;
  readonly files: () => Promise<readonly [Buffer, string][]>;
  /** Puts of a good request: the failing one is the last. */
  readonly puts: number;
}[] = [
  { kind: 'request-image', files: async () => [[await pngImage(), 'oak.png']], puts: 1 },
  { kind: 'draft-image', files: async () => [[await jpegImage(), 'walnut.jpg']], puts: 1 },
  // The second photo's thumbnail is the last put: the first photo, its thumbnail and the second go.
  {
    kind: 'progress-photos',
    files: async () => [
      [await pngImage(), 'glued.png'],
      [await jpegImage(), 'sanded.jpg'],
    ],
    puts: 4,
  },
  {
    kind: 'message-attachments',
    files: async () => [
      [await pngImage(), 'sketch.png'],
      [pdfDocument(), 'plan.pdf'],
    ],
    puts: 2,
  },
];

/**
 * The one intake, kind by kind, on a bare app: what it keeps, what it refuses before a pixel is
 * decoded, and that a failure leaves nothing in scratch or in the store.
 */
describe('the upload intake', () => {
  let dir: string;
  let scratch: string;
  let stored: string;
  let decodes: Counter<'outcome'>;
  let charged: { bytes: number; pixels: number };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'intake-'));
    scratch = join(dir, 'tmp');
    stored = join(dir, 'uploads');
    decodes = new Counter({
      name: 'intake_decodes_total',
      help: 'test',
      labelNames: ['outcome'],
      registers: [new Registry()],
    });
    charged = { bytes: 0, pixels: 0 };
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** An app with one route per kind, answering what was taken or the refusal. */
  function appWith(store: ObjectStore) {
    const intake = new MultipartIntake({
      tmpDir: scratch,
      store: storeForUploads(store),
      gate: new DecodeGate(DEFAULT_DECODE_LIMITS, decodes),
      chargeDecode: async (_req, pixels) => void (charged.pixels += pixels),
      chargeBytes: async (_req, bytes) => void (charged.bytes += bytes),
    });
    const app = express();
    for (const { kind } of KINDS) {
      app.post(`/${kind}`, intakeFor(intake, kind), (_req, res) => {
        res.json({
          image: res.locals.image,
          photos: res.locals.photos,
          files: res.locals.attachments,
        });
      });
    }
    app.use(((error, _req, res, _next) => {
      const status =
        error instanceof HttpError ? error.status : error instanceof StorageFailure ? 503 : 500;
      res.status(status).json({ message: error instanceof Error ? error.message : 'failed' });
    }) satisfies express.ErrorRequestHandler);
    return supertest(app);
  }

  const send = (
    request: ReturnType<typeof supertest>,
    kind: UploadKind,
    files: readonly [Buffer, string][],
  ) => {
    const post = request.post(`/${kind}`).field('note', 'hello');
    for (const [bytes, name] of files) post.attach(UPLOAD_KINDS[kind].field, bytes, name);
    return post;
  };

  const decoded = async () =>
    (await decodes.get()).values.reduce((total, { value }) => total + value, 0);
  const left = async (folder: string) => (await readdir(folder).catch(() => [])).length;

  describe.each(KINDS)('$kind', ({ kind, files, puts }) => {
    it('keeps a good request: every file stored under a random name, nothing in scratch', async () => {
      const store = new DiskObjectStore(stored);
      const res = await send(appWith(store), kind, await files());
      expect(res.status).toBe(200);
      const names = await readdir(stored);
      expect(names).toHaveLength(puts);
      for (const name of names) {
        expect(name).toMatch(
          new RegExp(`^${UPLOAD_KINDS[kind].prefix}[a-f0-9]{32}\\.(png|jpg|pdf)$`),
        );
      }
      expect(await left(scratch)).toBe(0);
      if (kind === 'draft-image') expect(charged.bytes).toBeGreaterThan(0);
      else expect(charged.bytes).toBe(0);
    });

    it('refuses a text file dressed as an image by its bytes, before anything is decoded or kept', async () => {
      const good = await files();
      const disguised: [Buffer, string] = [Buffer.from('MZ not an image at all'), 'trojan.png'];
      const res = await send(appWith(new DiskObjectStore(stored)), kind, [
        disguised,
        ...good.slice(1),
      ]);
      expect(res.status).toBe(400);
      const expected =
        kind === 'message-attachments' ? /"trojan\.png"/ : /Image must be a JPEG, PNG or GIF file/;
      expect(res.body.message).toMatch(expected);
      // The first file is refused by its bytes: nothing is decoded, the rest is left unread.
      expect(await decoded()).toBe(0);
      expect(await left(stored)).toBe(0);
      expect(await left(scratch)).toBe(0);
    });

    it('leaves nothing behind when the store fails on the last file: a 503, scratch and store empty', async () => {
      const disk = new DiskObjectStore(stored);
      let put = 0;
      const failing: ObjectStore = Object.assign(Object.create(disk) as ObjectStore, {
        putFile: async (name: string, local: string) => {
          put += 1;
          if (put === puts) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
          await disk.putFile(name, local);
        },
        open: (name: string) => disk.open(name),
        remove: (name: string) => disk.remove(name),
      });
      const res = await send(appWith(failing), kind, await files());
      expect(res.status).toBe(503);
      expect(put).toBe(puts);
      expect(await left(stored)).toBe(0);
      expect(await left(scratch)).toBe(0);
    });
  });
});
