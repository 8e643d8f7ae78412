import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer, { MulterError } from 'multer';
import type { StoredImage } from '@workshop/application';
import { MAX_IMAGE_BYTES } from '@workshop/domain';
import { HttpError } from './errors';
import { ImageRefused, refusalMessage, type DecodeGate } from './decode-gate';
import type { ObjectStore } from '../storage/object-store';
import { containsNul, NUL_MESSAGE } from './nul-guard';
import { rememberScratch, scratchFailure } from './storage-failure';

declare module 'express-serve-static-core' {
  interface Locals {
    image: StoredImage | null;
  }
}

export interface ImageUploadOptions {
  /** Where multer streams the raw upload before it is checked. */
  readonly tmpDir: string;
  /** Where checked, re-encoded images are kept (a folder outside any web root, or a bucket). */
  readonly store: ObjectStore;
  /** Every decode goes through it: the pixel, frame and time limits, the few decode slots. */
  readonly gate: DecodeGate;
  /** Runs once the upload is received and before it is decoded; throws to refuse it. */
  readonly beforeDecode?: (req: Request, bytes: number) => Promise<void>;
  /** Charges the pixels about to be decoded to the caller's budgets; throws to refuse. */
  readonly chargeDecode: (req: Request, pixels: number) => Promise<void>;
}

/** Spends the decode budget of the request being served. */
export type DecodeBudget = (pixels: number) => Promise<void>;

const FORMATS = { jpg: 'jpeg', png: 'png', gif: 'gif' } as const;

type StoredExtension = keyof typeof FORMATS;

export const UNREADABLE_FORM = 'The multipart form could not be read';
const ONE_IMAGE = 'Only one image can be uploaded, in the "image" field';

function multerMessage(error: MulterError): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return 'Image must be 10 MB or smaller';
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return ONE_IMAGE;
    default:
      return 'The form has too many or too large fields';
  }
}

/**
 * Accepts one image field. The file is streamed to disk (never held whole in memory), its
 * type is read from its bytes, then it is decoded and re-encoded by sharp: that drops EXIF
 * (location included), applies the camera's rotation, and bounds the pixel count. Only the
 * re-encoded copy goes to the store, under a random name.
 */
export function imageUpload(options: ImageUploadOptions): RequestHandler {
  mkdirSync(options.tmpDir, { recursive: true });
  const receive = multer({
    storage: multer.diskStorage({
      destination: options.tmpDir,
      filename: (req, _file, done) => {
        const name = randomBytes(16).toString('hex');
        rememberScratch(req, join(options.tmpDir, name));
        done(null, name);
      },
    }),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 41 },
    // Browsers send a file name in UTF-8 without saying so; busboy would read it as Latin-1.
    defParamCharset: 'utf8',
  }).single('image');

  return (req, res, next) => {
    res.locals.image = null;
    if (!req.is('multipart/form-data')) return next();
    receive(req, res, (error: unknown) => {
      if (error instanceof MulterError) return next(new HttpError(400, multerMessage(error)));
      if (error) return next(scratchFailure(error) ?? new HttpError(400, UNREADABLE_FORM));
      if (containsNul(req.body)) {
        // Refused before the image is kept: the raw upload goes with the request.
        const refused = new HttpError(400, NUL_MESSAGE);
        if (!req.file) return next(refused);
        rm(req.file.path, { force: true }).then(() => next(refused), next);
        return;
      }
      if (!req.file) return next();
      receiveImage(req, req.file, options).then((image) => {
        res.locals.image = image;
        next();
      }, next);
    });
  };
}

async function receiveImage(
  req: Request,
  file: Express.Multer.File,
  options: ImageUploadOptions,
): Promise<StoredImage> {
  try {
    await options.beforeDecode?.(req, file.size);
  } catch (error) {
    await rm(file.path, { force: true });
    throw error;
  }
  return storeImage(file.path, file.originalname, file.size, options, (pixels) =>
    options.chargeDecode(req, pixels),
  );
}

/**
 * Checks one received file (its bytes, its decoded size), re-encodes it without metadata and
 * stores the copy under a random name (after `namePrefix`: private files carry one, so
 * /uploads never serves them). The received file is removed whatever happens.
 */
export async function storeImage(
  tmpPath: string,
  originalName: string,
  size: number,
  options: Pick<ImageUploadOptions, 'tmpDir' | 'store' | 'gate'>,
  budget: DecodeBudget,
  namePrefix = '',
): Promise<StoredImage> {
  // The re-encoded copy also waits in the scratch folder until the store takes it.
  let encoded: string | undefined;
  try {
    if (size === 0) throw new HttpError(400, 'The image file is empty');
    const type = await fileTypeFromFile(tmpPath);
    const ext = type?.ext;
    if (ext !== 'jpg' && ext !== 'png' && ext !== 'gif') {
      throw new HttpError(400, 'Image must be a JPEG, PNG or GIF file');
    }
    const name = `${namePrefix}${randomBytes(16).toString('hex')}.${ext satisfies StoredExtension}`;
    encoded = join(options.tmpDir, name);
    const target = encoded;
    const { gate } = options;
    const animated = ext === 'gif';
    try {
      const shape = await gate.inspect(tmpPath, animated);
      await budget(shape.pixels);
      await gate.run((pipeline) =>
        pipeline(tmpPath, animated).rotate().toFormat(FORMATS[ext]).toFile(target),
      );
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      throw new HttpError(
        400,
        error.reason === 'unreadable'
          ? 'The image could not be read'
          : refusalMessage(error.reason, 'Image', gate.limits),
      );
    }
    await options.store.putFile(name, encoded);
    return { path: name, originalName: cleanName(originalName) };
  } finally {
    await rm(tmpPath, { force: true });
    if (encoded) await rm(encoded, { force: true });
  }
}

/** The visitor's file name is only ever shown back as text; keep it short and printable. */
export function cleanName(name: string, fallback = 'image'): string {
  const printable = name.replace(/[^\p{L}\p{N}\s._()-]/gu, '').trim();
  return (printable || fallback).slice(0, 200);
}
