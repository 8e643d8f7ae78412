import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer, { MulterError } from 'multer';
import sharp from 'sharp';
import type { StoredImage } from '@workshop/application';
import { MAX_IMAGE_BYTES } from '@workshop/domain';
import { HttpError } from './errors';
import { containsNul, NUL_MESSAGE } from './nul-guard';

declare module 'express-serve-static-core' {
  interface Locals {
    image: StoredImage | null;
  }
}

export interface ImageUploadOptions {
  /** Where multer streams the raw upload before it is checked. */
  readonly tmpDir: string;
  /** Where checked, re-encoded images are kept (outside any web root). */
  readonly uploadDir: string;
  /** Larger decoded images are refused: a small file can still decode to gigabytes. */
  readonly maxPixels: number;
}

const FORMATS = { jpg: 'jpeg', png: 'png', gif: 'gif' } as const;
type StoredExtension = keyof typeof FORMATS;

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
 * re-encoded copy is kept, under a random name.
 */
export function imageUpload(options: ImageUploadOptions): RequestHandler {
  mkdirSync(options.tmpDir, { recursive: true });
  mkdirSync(options.uploadDir, { recursive: true });
  const receive = multer({
    storage: multer.diskStorage({
      destination: options.tmpDir,
      filename: (_req, _file, done) => done(null, randomBytes(16).toString('hex')),
    }),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 41 },
  }).single('image');

  return (req, res, next) => {
    res.locals.image = null;
    if (!req.is('multipart/form-data')) return next();
    receive(req, res, (error: unknown) => {
      if (error instanceof MulterError) return next(new HttpError(400, multerMessage(error)));
      if (error) return next(new HttpError(400, 'The multipart form could not be read'));
      if (containsNul(req.body)) {
        // Refused before the image is kept: the raw upload goes with the request.
        const refused = new HttpError(400, NUL_MESSAGE);
        if (!req.file) return next(refused);
        rm(req.file.path, { force: true }).then(() => next(refused), next);
        return;
      }
      if (!req.file) return next();
      const file = req.file;
      storeImage(file.path, file.originalname, file.size, options).then(
        (image) => {
          res.locals.image = image;
          next();
        },
        (storeError: unknown) => next(storeError),
      );
    });
  };
}

async function storeImage(
  tmpPath: string,
  originalName: string,
  size: number,
  options: ImageUploadOptions,
): Promise<StoredImage> {
  try {
    if (size === 0) throw new HttpError(400, 'The image file is empty');
    const type = await fileTypeFromFile(tmpPath);
    const ext = type?.ext;
    if (ext !== 'jpg' && ext !== 'png' && ext !== 'gif') {
      throw new HttpError(400, 'Image must be a JPEG, PNG or GIF file');
    }
    const name = `${randomBytes(16).toString('hex')}.${ext satisfies StoredExtension}`;
    try {
      await sharp(tmpPath, { limitInputPixels: options.maxPixels, animated: ext === 'gif' })
        .rotate()
        .toFormat(FORMATS[ext])
        .toFile(join(options.uploadDir, name));
    } catch (error) {
      await rm(join(options.uploadDir, name), { force: true });
      const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
      throw new HttpError(
        400,
        tooLarge
          ? `Image is too large: at most ${megapixels(options.maxPixels)} megapixels`
          : 'The image could not be read',
      );
    }
    return { path: name, originalName: cleanName(originalName) };
  } finally {
    await rm(tmpPath, { force: true });
  }
}

/** The visitor's file name is only ever shown back as text; keep it short and printable. */
function cleanName(name: string): string {
  const printable = name.replace(/[^\p{L}\p{N}\s._()-]/gu, '').trim();
  return (printable || 'image').slice(0, 200);
}

function megapixels(pixels: number): string {
  return (pixels / 1e6).toLocaleString('en-US', { maximumFractionDigits: 2 });
}
