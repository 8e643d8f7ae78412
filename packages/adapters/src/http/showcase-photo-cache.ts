import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { ProgressPhoto } from '@workshop/application';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ObjectStore } from '../storage/object-store';

/**
 * The widths a published photo is served at. A fixed few, so a crawler cannot make the server
 * encode a size per request, and a CDN keeps at most four copies of each photo. 720 is a
 * phone's full-width photo (the landing's first, its largest paint): 960 would be half as heavy
 * again on the slowest link the page is measured on.
 */
export const SHOWCASE_WIDTHS = [480, 720, 960, 1600] as const;
export type ShowcaseWidth = (typeof SHOWCASE_WIDTHS)[number];

/** The width a plain address (no `w`) serves: sharp enough for a card on any screen. */
export const DEFAULT_SHOWCASE_WIDTH: ShowcaseWidth = 960;

/** The widths worth offering for a photo: never wider than the photo itself. */
export function widthsFor(photo: { width: number }): ShowcaseWidth[] {
  const narrower = SHOWCASE_WIDTHS.filter((width) => width < photo.width);
  const widest = SHOWCASE_WIDTHS.find((width) => width >= photo.width);
  return widest ? [...narrower, widest] : narrower;
}

/**
 * A photo's addresses for an <img>: the plain one (the default width, or the widest offered
 * when the photo is narrower) and the srcset of every width worth offering.
 */
export function responsivePhoto(url: string, photo: { width: number; height: number }) {
  const widths = widthsFor(photo);
  const plain = widths.includes(DEFAULT_SHOWCASE_WIDTH)
    ? DEFAULT_SHOWCASE_WIDTH
    : widths[widths.length - 1];
  const at = (width: ShowcaseWidth | undefined) =>
    width === DEFAULT_SHOWCASE_WIDTH ? url : `${url}?w=${width}`;
  return {
    url: at(plain),
    srcset: widths.map((width) => `${at(width)} ${Math.min(width, photo.width)}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}

/** What a served photo needs: where its file is. */
type StoredPhoto = Pick<ProgressPhoto, 'path'>;

export interface ShowcaseImage {
  readonly bytes: Buffer;
  readonly etag: string;
}

const MAX_BYTES = 48 * 1024 * 1024;

/**
 * Published photos as WebP at the served widths: encoded once per process and kept (a few
 * dozen photos at three widths fit), so the landing's images cost one encode each. The stored
 * progress photo stays as the upload path wrote it; these are derived and can always be made
 * again, so nothing of them is written anywhere.
 */
export class ShowcasePhotoCache {
  private readonly encoded: LRUCache<
    string,
    ShowcaseImage,
    { photo: StoredPhoto; width: ShowcaseWidth }
  >;

  constructor(store: ObjectStore) {
    this.encoded = new LRUCache({
      maxSize: MAX_BYTES,
      sizeCalculation: (image) => image.bytes.length,
      fetchMethod: async (_key, _stale, { context }) => {
        const object = await store.open(context.photo.path);
        if (!object) return undefined;
        const bytes = await sharp(await buffer(object.body))
          .resize({ width: context.width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
      },
    });
  }

  /** The photo at that width; null when its file is gone from the store. */
  async get(photo: StoredPhoto, width: ShowcaseWidth): Promise<ShowcaseImage | null> {
    const image = await this.encoded.fetch(`${photo.path}:${width}`, {
      context: { photo, width },
    });
    return image ?? null;
  }
}
