import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer, { MulterError } from 'multer';
import type { StoredAttachment } from '@workshop/application';
import {
  ATTACHMENT_TYPES,
  attachmentEmptyMessage,
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  isAttachmentContentType,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  type AttachmentContentType,
} from '@workshop/domain';
import { HttpError } from './errors';
import { ImageRefused, refusalMessage, type DecodeGate } from './decode-gate';
import { cleanName, UNREADABLE_FORM, type DecodeBudget } from './image-upload';
import { rememberScratch, scratchFailure } from './storage-failure';
import { containsNul, NUL_MESSAGE } from './nul-guard';
import { checkPdf } from './pdf-check';
import { ATTACHMENT_PREFIX, type ObjectStore } from '../storage/object-store';

declare module 'express-serve-static-core' {
  interface Locals {
    /** A message's files, checked and stored; empty for a JSON message. */
    attachments: StoredAttachment[];
  }
}

export interface AttachmentUploadOptions {
  readonly tmpDir: string;
  readonly store: ObjectStore;
  /** As for every upload: the decode limits and slots. */
  readonly gate: DecodeGate;
  readonly chargeDecode: (req: Request, pixels: number) => Promise<void>;
}

export const ATTACHMENTS_FIELD = 'attachments';
const OTHER_FIELD = `Files go in the "${ATTACHMENTS_FIELD}" field`;

/** The extensions a name may carry for each type: what the content is must be what it says. */
const NAMED_AS: Readonly<Record<AttachmentContentType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jfif'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(NAMED_AS).flat());

const SHARP_FORMATS = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' } as const;

/** The file names in the order busboy met them: a size refusal names the one being read. */
const namesSeen = new WeakMap<Request, string[]>();

/**
 * A message's files (multipart `attachments`, up to three): each is read by its bytes, never
 * by its name or declared type; images are re-encoded by sharp (EXIF and other metadata gone,
 * the pixel limit of every upload), PDFs kept as sent once their bytes are a PDF's. One refused
 * file refuses them all: nothing of the message is kept. A JSON message passes through.
 */
export function attachmentUpload(options: AttachmentUploadOptions): RequestHandler {
  mkdirSync(options.tmpDir, { recursive: true });
  const receive = multer({
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
      fileSize: MAX_ATTACHMENT_BYTES,
      files: MAX_MESSAGE_ATTACHMENTS,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 10 + MAX_MESSAGE_ATTACHMENTS,
    },
    defParamCharset: 'utf8',
  }).array(ATTACHMENTS_FIELD, MAX_MESSAGE_ATTACHMENTS);

  return (req, res, next) => {
    res.locals.attachments = [];
    if (!req.is('multipart/form-data')) return next();
    receive(req, res, (error: unknown) => {
      const files = Array.isArray(req.files) ? req.files : [];
      const refuse = (message: string) =>
        discard(files).then(() => next(new HttpError(400, message)), next);
      if (error instanceof MulterError) return void refuse(multerMessage(error, req));
      const failure = scratchFailure(error);
      if (failure) return void discard(files).then(() => next(failure), next);
      if (error) return void refuse(UNREADABLE_FORM);
      if (containsNul(req.body)) return void refuse(NUL_MESSAGE);
      storeAll(files, options, (pixels) => options.chargeDecode(req, pixels)).then((stored) => {
        res.locals.attachments = stored;
        next();
      }, next);
    });
  };
}

function multerMessage(error: MulterError, req: Request): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return attachmentTooLargeMessage(cleanName(namesSeen.get(req)?.at(-1) ?? '', 'A file'));
    case 'LIMIT_FILE_COUNT':
      return TOO_MANY_ATTACHMENTS_MESSAGE;
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === ATTACHMENTS_FIELD ? TOO_MANY_ATTACHMENTS_MESSAGE : OTHER_FIELD;
    default:
      return 'The form has too many or too large fields';
  }
}

async function discard(files: readonly Express.Multer.File[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** Every file checked and stored, or none: a refusal removes what was already stored. */
async function storeAll(
  files: readonly Express.Multer.File[],
  options: AttachmentUploadOptions,
  budget: DecodeBudget,
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const file of files) stored.push(await storeOne(file, options, budget));
    return stored;
  } catch (error) {
    for (const done of stored) await options.store.remove(done.storageKey);
    throw error;
  } finally {
    await discard(files);
  }
}

async function storeOne(
  file: Express.Multer.File,
  options: AttachmentUploadOptions,
  budget: DecodeBudget,
): Promise<StoredAttachment> {
  const sent = cleanName(file.originalname, 'attachment');
  if (file.size === 0) throw new HttpError(400, attachmentEmptyMessage(sent));
  const contentType = (await fileTypeFromFile(file.path))?.mime ?? '';
  if (!isAttachmentContentType(contentType)) {
    throw new HttpError(400, attachmentWrongTypeMessage(sent));
  }
  const extension = extname(sent).toLowerCase();
  if (KNOWN_EXTENSIONS.has(extension) && !NAMED_AS[contentType].includes(extension)) {
    // A PNG named .pdf: whoever opens it would expect something else. Said, not guessed at.
    throw new HttpError(
      400,
      `"${sent}" is not what its name says: its content is ${describe(contentType)}`,
    );
  }
  const name = namedAs(sent, contentType);
  const ext = ATTACHMENT_TYPES[contentType];
  const storageKey = `${ATTACHMENT_PREFIX}${randomBytes(16).toString('hex')}.${ext}`;
  const encoded = join(options.tmpDir, storageKey);
  try {
    let source = encoded;
    if (ext === 'pdf') source = await cleanPdf(file.path, encoded, sent);
    else await reencode(file.path, encoded, ext, sent, options.gate, budget);
    const { size } = await stat(source);
    await options.store.putFile(storageKey, source);
    return { name, contentType, size, storageKey };
  } finally {
    await rm(encoded, { force: true });
  }
}

function describe(type: AttachmentContentType): string {
  return type === 'application/pdf'
    ? 'a PDF'
    : `a ${ATTACHMENT_TYPES[type].replace('jpg', 'jpeg').toUpperCase()} image`;
}

/** Decoded and written again: what is stored is pixels we wrote, without the sender's metadata. */
async function reencode(
  from: string,
  to: string,
  ext: keyof typeof SHARP_FORMATS,
  name: string,
  gate: DecodeGate,
  budget: DecodeBudget,
): Promise<void> {
  const animated = ext === 'gif' || ext === 'webp';
  try {
    const shape = await gate.inspect(from, animated);
    await budget(shape.pixels);
    await gate.run((pipeline) =>
      pipeline(from, animated).rotate().toFormat(SHARP_FORMATS[ext]).toFile(to),
    );
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw new HttpError(400, refusalMessage(error.reason, `"${name}"`, gate.limits));
  }
}

/**
 * The name a file is downloaded under says what it is: the sender's, unless its extension is
 * not one of its type's (a PDF sent as "invoice.hta" is "invoice.pdf"; "plan" is "plan.pdf").
 */
function namedAs(name: string, type: AttachmentContentType): string {
  const extension = extname(name);
  if (NAMED_AS[type].includes(extension.toLowerCase())) return name;
  const stem = extension === '' || extension === name ? name : name.slice(0, -extension.length);
  return `${stem || 'attachment'}.${ATTACHMENT_TYPES[type]}`;
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
