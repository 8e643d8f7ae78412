import type { Counter } from 'prom-client';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { HttpError } from './errors';

sharp.cache(false);
sharp.concurrency(1);

/** What decoding an upload may cost: the same for request images, drafts, photos, attachments. */
export interface DecodeLimits {
  /** Pixels of one still image or one frame. */
  readonly maxPixels: number;
  /** Frames of an animation (GIF, WebP). */
  readonly maxFrames: number;
  /** Pixels of all an animation's frames together: each one is decoded and encoded again. */
  readonly maxAnimationPixels: number;
  /** A decode still running after this is stopped and the file refused. */
  readonly timeoutSeconds: number;
  /** Decodes at once in this process (each one thread and up to its pixels in memory). */
  readonly slots: number;
  /** Decodes waiting for a slot; past this an upload is answered 503 at once. */
  readonly queue: number;
}

export const DEFAULT_DECODE_LIMITS: DecodeLimits = {
  maxPixels: 40_000_000,
  maxFrames: 100,
  maxAnimationPixels: 10_000_000,
  timeoutSeconds: 10,
  slots: 2,
  queue: 8,
};

/** An image's size as its header says, before any pixel is decoded. */
export interface ImageShape {
  readonly frames: number;
  /** Pixels to decode: all frames when animated. */
  readonly pixels: number;
}

/** Why an image was not decoded; the upload that met it words the message. */
export type DecodeRefusal = 'unreadable' | 'pixels' | 'frames' | 'animation' | 'timeout';

export class ImageRefused extends Error {
  constructor(readonly reason: DecodeRefusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export const BUSY_MESSAGE =
  'We are processing many images right now. Please try again in a minute.';

/**
 * Every decode of an uploaded image goes through here. The header is read first (cheap) and
 * the image refused when it would cost too much; then the decode waits for one of a few slots,
 * in a short queue: a full queue answers 503 at once instead of making everyone wait behind
 * an attacker, and sharp stops any decode that outlives the time limit.
 */
export class DecodeGate {
  private readonly limit: LimitFunction;

  constructor(
    readonly limits: DecodeLimits,
    private readonly decodes?: Counter<'outcome'>,
  ) {
    this.limit = pLimit(limits.slots);
  }

  /** The header's figures, or ImageRefused when they pass a limit. Decodes nothing. */
  async inspect(input: string | Buffer, animated: boolean): Promise<ImageShape> {
    let width: number;
    let height: number;
    let pages: number;
    try {
      const metadata = await sharp(input, { limitInputPixels: false }).metadata();
      width = metadata.width;
      height = metadata.pageHeight ?? metadata.height;
      pages = animated ? (metadata.pages ?? 1) : 1;
    } catch {
      throw new ImageRefused('unreadable');
    }
    if (width * height > this.limits.maxPixels) throw new ImageRefused('pixels');
    if (pages > this.limits.maxFrames) throw new ImageRefused('frames');
    const pixels = width * height * pages;
    if (pages > 1 && pixels > this.limits.maxAnimationPixels) throw new ImageRefused('animation');
    return { frames: pages, pixels };
  }

  /**
   * Runs `work` (a sharp pipeline built with `pipeline`) in a decode slot. Throws a 503
   * HttpError when the queue is full, ImageRefused('timeout') when sharp stopped it and
   * ImageRefused('unreadable') when the bytes did not decode.
   */
  async run<T>(work: (pipeline: typeof this.pipeline) => Promise<T>): Promise<T> {
    if (
      this.limit.pendingCount >= this.limits.queue &&
      this.limit.activeCount >= this.limits.slots
    ) {
      this.decodes?.inc({ outcome: 'busy' });
      throw new HttpError(503, BUSY_MESSAGE, { 'Retry-After': '30' });
    }
    return this.limit(async () => {
      try {
        const result = await work(this.pipeline);
        this.decodes?.inc({ outcome: 'done' });
        return result;
      } catch (error) {
        const timedOut = error instanceof Error && /^timeout/i.test(error.message);
        this.decodes?.inc({ outcome: timedOut ? 'timed_out' : 'failed' });
        if (error instanceof ImageRefused || error instanceof HttpError) throw error;
        // A header that understated the pixels is still stopped by libvips' own limit.
        const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
        throw new ImageRefused(timedOut ? 'timeout' : tooLarge ? 'pixels' : 'unreadable');
      }
    });
  }

  /**
   * A sharp pipeline on an uploaded image, within the time limit. libvips checks the pixels
   * of all frames together against the limit: `inspect` has held an animation to fewer.
   */
  readonly pipeline = (input: string | Buffer, animated = false): sharp.Sharp =>
    sharp(input, { limitInputPixels: this.limits.maxPixels, animated }).timeout({
      seconds: this.limits.timeoutSeconds,
    });
}

export function megapixels(pixels: number): string {
  return (pixels / 1e6).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The refusal said about `subject` ("Image", or a quoted file name). */
export function refusalMessage(
  reason: DecodeRefusal,
  subject: string,
  limits: DecodeLimits,
): string {
  switch (reason) {
    case 'pixels':
      return `${subject} is too large: at most ${megapixels(limits.maxPixels)} megapixels`;
    case 'frames':
      return `${subject} has too many frames: at most ${limits.maxFrames}`;
    case 'animation':
      return `${subject} is too large an animation: at most ${megapixels(limits.maxAnimationPixels)} megapixels in all its frames`;
    case 'timeout':
      return `${subject} took too long to process: please send a smaller or simpler image`;
    case 'unreadable':
      return `${subject} could not be read as an image`;
  }
}
