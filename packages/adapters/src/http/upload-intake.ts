import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer, { MulterError } from 'multer';
import type {
  IntakeOf,
  ProgressPhoto,
  StoredAttachment,
  StoredImage,
  UploadIntake,
  UploadKind,
} from '@workshop/application';
import { ATTACHMENT_TYPES } from '@workshop/domain';
import { HttpError } from './errors';
import { ImageRefused, type DecodeGate } from './decode-gate';
import { containsNul, NUL_MESSAGE } from './nul-guard';
import { checkPdf } from './pdf-check';
import { rememberScratch, scratchFailure } from './storage-failure';
import {
  cleanName,
  misnamed,
  namedAs,
  UPLOAD_KINDS,
  type ContentType,
  type IntakeKind,
} from './upload-kinds';
import type { ObjectStore } from '../storage/object-store';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The wizard's or a request's image, checked and stored; null when none came. */
    image: StoredImage | null;
    /** A progress update's, a portfolio item's or a team member's photos, checked and stored. */
    photos: readonly ProgressPhoto[];
    /** A message's files or a quote version's drawings, checked and stored. */
    attachments: readonly StoredAttachment[];
  }
}

/** What carries an upload to the intake over HTTP. */
export interface HttpExchange {
  readonly req: Request;
  readonly res: Response;
}

export interface MultipartIntakeOptions {
  /** Where the raw upload is streamed before it is checked (never held whole in memory). */
  readonly tmpDir: string;
  /** Where checked, re-encoded files are kept (a folder outside any web root, or a bucket). */
  readonly store: ObjectStore;
  /** Every decode goes through it: the pixel, frame and time limits, the few decode slots. */
  readonly gate: DecodeGate;
  /** Charges the pixels about to be decoded to the caller's budgets; throws to refuse. */
  readonly chargeDecode: (req: Request, pixels: number) => Promise<void>;
  /** Charges a received file's bytes to the caller's daily budget (kinds that say so). */
  readonly chargeBytes: (req: Request, bytes: number) => Promise<void>;
}

export const UNREADABLE_FORM = 'The multipart form could not be read';
const FORM_TOO_LARGE = 'The form has too many or too large fields';
/** The timeline's and the email's small copy of a photo: the longer side at most this. */
const THUMBNAIL_PX = 480;
const SHARP_FORMATS = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' } as const;

/** One file checked and stored: what every kind's answer is made of. */
interface Kept {
  readonly storageKey: string;
  /** The sender's name, cleaned. */
  readonly name: string;
  readonly contentType: ContentType;
  /** Bytes stored. */
  readonly size: number;
  /** A photo's size and its small copy (kinds that make one); null for other files. */
  readonly photo: {
    readonly thumbnailPath: string;
    readonly width: number;
    readonly height: number;
  } | null;
}

const EMPTY: IntakeOf = {
  'request-image': null,
  'draft-image': null,
  'message-attachments': [],
  'quote-drawings': [],
  'progress-photos': [],
  'portfolio-photos': [],
  'team-photo': [],
};

const image = (kept: readonly Kept[]): StoredImage | null => {
  const [first] = kept;
  return first ? { path: first.storageKey, originalName: first.name } : null;
};

const photos = (kept: readonly Kept[]): ProgressPhoto[] =>
  kept.flatMap(({ storageKey, name, photo }) =>
    photo ? [{ path: storageKey, originalName: name, ...photo }] : [],
  );

const files = (kept: readonly Kept[]): StoredAttachment[] =>
  kept.map(({ name, contentType, size, storageKey }) => ({
    name: namedAs(name, contentType),
    contentType,
    size,
    storageKey,
  }));

/** Each kind's answer from the files kept. */
const ANSWERS: { readonly [K in UploadKind]: (kept: readonly Kept[]) => IntakeOf[K] } = {
  'request-image': image,
  'draft-image': image,
  'message-attachments': files,
  'quote-drawings': files,
  'progress-photos': photos,
  'portfolio-photos': photos,
  'team-photo': photos,
};

/** Where the routes read what was taken. */
const DELIVER: { readonly [K in UploadKind]: (res: Response, taken: IntakeOf[K]) => void } = {
  'request-image': (res, taken) => void (res.locals.image = taken),
  'draft-image': (res, taken) => void (res.locals.image = taken),
  'message-attachments': (res, taken) => void (res.locals.attachments = taken),
  'quote-drawings': (res, taken) => void (res.locals.attachments = taken),
  'progress-photos': (res, taken) => void (res.locals.photos = taken),
  'portfolio-photos': (res, taken) => void (res.locals.photos = taken),
  'team-photo': (res, taken) => void (res.locals.photos = taken),
};

/** The file names in the order busboy met them: a size refusal names the one being read. */
const namesSeen = new WeakMap<Request, string[]>();

/**
 * The one intake of every upload, configured by UPLOAD_KINDS. The files are streamed to scratch,
 * each read by its bytes (never its name or declared type), images decoded through the gate and
 * re-encoded by sharp (EXIF and location gone, the camera's rotation applied, the pixel limit
 * held), PDFs kept once their bytes are a whole PDF's (active content written out). Only what we
 * wrote goes to the store, under a random name. One refused file refuses them all, and whatever
 * happens the scratch copies go and nothing of a refused request stays in the store.
 */
export class MultipartIntake implements UploadIntake<HttpExchange> {
  private readonly receivers: { readonly [K in UploadKind]: RequestHandler };

  constructor(private readonly options: MultipartIntakeOptions) {
    mkdirSync(options.tmpDir, { recursive: true });
    const receiver = (kind: IntakeKind): RequestHandler =>
      multer({
        storage: multer.diskStorage({
          destination: options.tmpDir,
          filename: (req, file, done) => {
            const seen = namesSeen.get(req) ?? [];
            seen.push(file.originalname);
            namesSeen.set(req, seen);
            const name = randomBytes(16).toString('hex');
            rememberScratch(req, join(options.tmpDir, name));
            done(null, name);
          },
        }),
        limits: {
          fileSize: kind.maxBytes,
          files: kind.maxFiles,
          fields: kind.maxFields,
          fieldSize: 64 * 1024,
          parts: kind.maxFields + kind.maxFiles,
        },
        // Browsers send a file name in UTF-8 without saying so; busboy would read it as Latin-1.
        defParamCharset: 'utf8',
      }).array(kind.field, kind.maxFiles);
    this.receivers = {
      'request-image': receiver(UPLOAD_KINDS['request-image']),
      'draft-image': receiver(UPLOAD_KINDS['draft-image']),
      'message-attachments': receiver(UPLOAD_KINDS['message-attachments']),
      'quote-drawings': receiver(UPLOAD_KINDS['quote-drawings']),
      'progress-photos': receiver(UPLOAD_KINDS['progress-photos']),
      'portfolio-photos': receiver(UPLOAD_KINDS['portfolio-photos']),
      'team-photo': receiver(UPLOAD_KINDS['team-photo']),
    };
  }

  async take<K extends UploadKind>(kind: K, { req, res }: HttpExchange): Promise<IntakeOf[K]> {
    if (!req.is('multipart/form-data')) return EMPTY[kind];
    const config = UPLOAD_KINDS[kind];
    const files = await this.receive(kind, config, req, res);
    try {
      if (containsNul(req.body)) throw new HttpError(400, NUL_MESSAGE);
      return ANSWERS[kind](await this.keepAll(config, files, req));
    } finally {
      await discard(files);
    }
  }

  /** The form read, its files in scratch; a refusal of the form leaves none there. */
  private receive(
    kind: UploadKind,
    config: IntakeKind,
    req: Request,
    res: Response,
  ): Promise<readonly Express.Multer.File[]> {
    return new Promise((resolve, reject) => {
      this.receivers[kind](req, res, (error: unknown) => {
        const files = Array.isArray(req.files) ? req.files : [];
        if (!error) return resolve(files);
        const refusal =
          error instanceof MulterError
            ? new HttpError(400, multerMessage(error, config, req))
            : (scratchFailure(error) ?? new HttpError(400, UNREADABLE_FORM));
        discard(files).then(() => reject(refusal), reject);
      });
    });
  }

  /** In order; on the first refusal what was stored is removed, and the rest left unread. */
  private async keepAll(
    config: IntakeKind,
    files: readonly Express.Multer.File[],
    req: Request,
  ): Promise<Kept[]> {
    const stored: string[] = [];
    const kept: Kept[] = [];
    try {
      for (const [index, file] of files.entries()) {
        try {
          kept.push(await this.keepOne(config, file, req, stored));
        } catch (error) {
          // Which photo was refused, for a form with six of them.
          if (error instanceof HttpError && config.numbered && files.length > 1) {
            throw new HttpError(error.status, `${config.numbered} ${index + 1}: ${error.message}`);
          }
          throw error;
        }
      }
      return kept;
    } catch (error) {
      for (const key of stored) await this.options.store.remove(key);
      throw error;
    }
  }

  private async keepOne(
    config: IntakeKind,
    file: Express.Multer.File,
    req: Request,
    stored: string[],
  ): Promise<Kept> {
    const { words } = config;
    // Charged as received, whatever the bytes turn out to be: reading them was the cost.
    if (config.chargesBytes) await this.options.chargeBytes(req, file.size);
    const name = cleanName(file.originalname, config.fallbackName);
    if (file.size === 0) throw new HttpError(400, words.empty(name));
    const detected = (await fileTypeFromFile(file.path))?.mime ?? '';
    const contentType = config.accepts.find((type) => type === detected);
    if (!contentType) throw new HttpError(400, words.wrongType(name));
    const content = config.nameMustMatch ? misnamed(name, contentType) : null;
    if (content) {
      // A PNG named .pdf: whoever opens it would expect something else. Said, not guessed at.
      throw new HttpError(400, `"${name}" is not what its name says: its content is ${content}`);
    }
    const ext = ATTACHMENT_TYPES[contentType];
    const storageKey = `${config.prefix}${randomBytes(16).toString('hex')}.${ext}`;
    // What we write waits in the scratch folder until the store takes it.
    const written = join(this.options.tmpDir, storageKey);
    try {
      const source =
        ext === 'pdf'
          ? await cleanPdf(file.path, written, name)
          : await this.reencode(config, file.path, written, ext, name, req);
      const { size } = await stat(source);
      await this.options.store.putFile(storageKey, source);
      stored.push(storageKey);
      const photo = config.thumbnail ? await this.photo(config, storageKey, stored) : null;
      return { storageKey, name, contentType, size, photo };
    } finally {
      await rm(written, { force: true });
    }
  }

  /** Decoded and written again: what is stored is pixels we wrote, without the sender's metadata. */
  private async reencode(
    config: IntakeKind,
    from: string,
    to: string,
    ext: keyof typeof SHARP_FORMATS,
    name: string,
    req: Request,
  ): Promise<string> {
    const { gate } = this.options;
    const animated = ext === 'gif' || ext === 'webp';
    try {
      const shape = await gate.inspect(from, animated);
      await this.options.chargeDecode(req, shape.pixels);
      await gate.run((pipeline) =>
        pipeline(from, animated).rotate().toFormat(SHARP_FORMATS[ext]).toFile(to),
      );
      return to;
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      throw new HttpError(400, config.words.refused(error.reason, name, gate.limits));
    }
  }

  /**
   * The stored copy (already re-encoded and within the pixel limit) is read back for its size and
   * a small JPEG: the first frame of a GIF, the longer side at most 480 px.
   */
  private async photo(
    config: IntakeKind,
    storageKey: string,
    stored: string[],
  ): Promise<NonNullable<Kept['photo']>> {
    const { store, gate, tmpDir } = this.options;
    const object = await store.open(storageKey);
    if (!object) throw new Error(`The stored photo ${storageKey} is gone`);
    const bytes = await buffer(object.body);
    const path = `${config.prefix}${randomBytes(16).toString('hex')}.jpg`;
    const local = join(tmpDir, path);
    try {
      const { width, height } = await gate.run(async (pipeline) => {
        const metadata = await pipeline(bytes).metadata();
        await pipeline(bytes)
          .resize({
            width: THUMBNAIL_PX,
            height: THUMBNAIL_PX,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 78, mozjpeg: true })
          .toFile(local);
        // A GIF reports the height of all its frames together; one frame is what is shown.
        return { width: metadata.width, height: metadata.pageHeight ?? metadata.height };
      });
      await store.putFile(path, local);
      stored.push(path);
      return { thumbnailPath: path, width, height };
    } finally {
      await rm(local, { force: true });
    }
  }
}

/** Puts what the intake took for `kind` where the kind's route reads it. */
export function intakeFor(intake: UploadIntake<HttpExchange>, kind: UploadKind): RequestHandler {
  return (req, res, next) => {
    deliver(intake, kind, { req, res }).then(() => next(), next);
  };
}

async function deliver<K extends UploadKind>(
  intake: UploadIntake<HttpExchange>,
  kind: K,
  exchange: HttpExchange,
): Promise<void> {
  DELIVER[kind](exchange.res, await intake.take(kind, exchange));
}

function multerMessage(error: MulterError, config: IntakeKind, req: Request): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return config.words.tooLarge(cleanName(namesSeen.get(req)?.at(-1) ?? '', 'A file'));
    case 'LIMIT_FILE_COUNT':
      return config.words.tooMany;
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === config.field ? config.words.tooMany : config.words.otherField;
    default:
      return FORM_TOO_LARGE;
  }
}

async function discard(files: readonly Express.Multer.File[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/**
 * A PDF must be a whole one (a header, an end-of-file marker) that pdf-lib parses, object by
 * object, with at least a page; anything else is refused. One with active content (JavaScript,
 * actions that open or launch, embedded files) is written anew without it; a clean one is kept
 * byte for byte. Returns the path of what is to be stored.
 */
async function cleanPdf(path: string, rewritten: string, name: string): Promise<string> {
  await checkPdfFrame(path, name);
  const verdict = await checkPdf(await readFile(path));
  switch (verdict.kind) {
    case 'clean':
      return path;
    case 'rewritten':
      await writeFile(rewritten, verdict.bytes);
      return rewritten;
    case 'encrypted':
      throw new HttpError(400, `"${name}" is protected by a password: send it without one`);
    case 'unreadable':
      throw new HttpError(400, `"${name}" could not be read as a PDF`);
  }
}

/** Its bytes must at least be a PDF's: a page that merely starts with "%PDF-" stops here. */
async function checkPdfFrame(path: string, name: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(8);
    await handle.read(head, 0, head.length, 0);
    const tailLength = Math.min(size, 2048);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    if (!/^%PDF-[12]\.\d/.test(head.toString('latin1')) || !tail.includes('%%EOF')) {
      throw new HttpError(400, `"${name}" could not be read as a PDF`);
    }
  } finally {
    await handle.close();
  }
}
