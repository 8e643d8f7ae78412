import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { ProgressPhoto } from '@workshop/application';
import { MAX_IMAGE_BYTES, MAX_PROGRESS_PHOTOS, TOO_MANY_PHOTOS_MESSAGE } from '@workshop/domain';
import { HttpError } from './errors';
import type { DecodeGate } from './decode-gate';
import { storeImage, UNREADABLE_FORM, type DecodeBudget } from './image-upload';
import { rememberScratch, scratchFailure } from './storage-failure';
import { containsNul, NUL_MESSAGE } from './nul-guard';
import type { ObjectStore } from '../storage/object-store';

declare module 'express-serve-static-core' {
  interface Locals {
    /** A progress update's photos, checked and stored; empty when none came. */
    photos: ProgressPhoto[];
  }
}

export interface PhotoUploadOptions {
  readonly tmpDir: string;
  readonly store: ObjectStore;
  /** As for every upload: the decode limits and slots. */
  readonly gate: DecodeGate;
  readonly chargeDecode: (req: Request, pixels: number) => Promise<void>;
}

/**
 * Progress photos are the project's, not public: their stored names carry this prefix, which
 * GET /uploads/{name} never serves; only the project's photo route does, to whom it belongs.
 */
export const PROGRESS_PREFIX = 'progress-';
export const PHOTOS_FIELD = 'photos';
/** The timeline's and the email's small copy: the longer side at most this. */
const THUMBNAIL_PX = 480;

function multerMessage(error: MulterError): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return 'Each photo must be 10 MB or smaller';
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return TOO_MANY_PHOTOS_MESSAGE;
    default:
      return 'The form has too many or too large fields';
  }
}

/**
 * A progress update's photos (multipart `photos`, up to six): each goes through the upload path
 * every image takes (content check, re-encoding without metadata, the pixel limit) and gets a
 * small JPEG beside it. One refused photo refuses them all: nothing of the update is kept.
 */
export function photoUpload(options: PhotoUploadOptions): RequestHandler {
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
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_PROGRESS_PHOTOS,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: MAX_PROGRESS_PHOTOS + 10,
    },
    defParamCharset: 'utf8',
  }).array(PHOTOS_FIELD, MAX_PROGRESS_PHOTOS);

  return (req, res, next) => {
    res.locals.photos = [];
    if (!req.is('multipart/form-data')) return next();
    receive(req, res, (error: unknown) => {
      const files = Array.isArray(req.files) ? req.files : [];
      const refuse = (refusal: Error) => discard(files).then(() => next(refusal), next);
      if (error instanceof MulterError) return refuse(new HttpError(400, multerMessage(error)));
      if (error) return refuse(scratchFailure(error) ?? new HttpError(400, UNREADABLE_FORM));
      if (containsNul(req.body)) return refuse(new HttpError(400, NUL_MESSAGE));
      storePhotos(files, options, (pixels) => options.chargeDecode(req, pixels)).then((photos) => {
        res.locals.photos = photos;
        next();
      }, next);
    });
  };
}

function discard(files: readonly Express.Multer.File[]): Promise<unknown> {
  return Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** In order; on the first refusal the photos stored so far are removed, and the rest unread. */
async function storePhotos(
  files: readonly Express.Multer.File[],
  options: PhotoUploadOptions,
  budget: DecodeBudget,
): Promise<ProgressPhoto[]> {
  const stored: ProgressPhoto[] = [];
  try {
    for (const [index, file] of files.entries()) {
      try {
        const image = await storeImage(
          file.path,
          file.originalname,
          file.size,
          options,
          budget,
          PROGRESS_PREFIX,
        );
        stored.push(await withThumbnail(image.path, image.originalName, options));
      } catch (error) {
        // Which photo was refused, for a form with six of them.
        if (error instanceof HttpError && files.length > 1) {
          throw new HttpError(error.status, `Photo ${index + 1}: ${error.message}`);
        }
        throw error;
      }
    }
    return stored;
  } catch (error) {
    await discard(files);
    for (const photo of stored) {
      await options.store.remove(photo.path);
      await options.store.remove(photo.thumbnailPath);
    }
    throw error;
  }
}

/**
 * The stored copy (already re-encoded and within the pixel limit) is read back for its size and
 * a small JPEG: the first frame of a GIF, the longer side at most 480 px.
 */
async function withThumbnail(
  path: string,
  originalName: string,
  options: PhotoUploadOptions,
): Promise<ProgressPhoto> {
  const object = await options.store.open(path);
  if (!object) throw new Error(`The stored photo ${path} is gone`);
  const bytes = await buffer(object.body);
  const thumbnailPath = `${PROGRESS_PREFIX}${randomBytes(16).toString('hex')}.jpg`;
  const local = join(options.tmpDir, thumbnailPath);
  try {
    const { width, height } = await options.gate.run(async (pipeline) => {
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
    await options.store.putFile(thumbnailPath, local);
    return { path, thumbnailPath, originalName, width, height };
  } catch (error) {
    await options.store.remove(path);
    throw error;
  } finally {
    await rm(local, { force: true });
  }
}
