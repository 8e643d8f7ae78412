import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: { r: 140, g: 90, b: 40 } } });

export const pngImage = (width?: number, height?: number): Promise<Buffer> =>
  solid(width, height).png().toBuffer();

export const jpegImage = (): Promise<Buffer> => solid().jpeg().toBuffer();

export const gifImage = (): Promise<Buffer> => solid().gif().toBuffer();

/** A photo as a phone takes it: with the place it was taken in its EXIF. */
export const jpegWithGps = (): Promise<Buffer> =>
  solid()
    .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' } } })
    .jpeg()
    .toBuffer();

/** A format we do not accept, with real image bytes. */
export const webpImage = (): Promise<Buffer> => solid().webp().toBuffer();

/** A small but whole PDF: header, one empty page, trailer and end-of-file marker. */
export const pdfDocument = (): Buffer =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

/**
 * A decompression bomb: a few hundred bytes whose header claims 30 000 × 30 000 pixels (900
 * megapixels, gigabytes once decoded). Refused from the header, before any pixel is decoded.
 */
export const pngBomb = (): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * An animation of `frames` frames, each `size` pixels square and each different (so an encoder
 * cannot merge them): what a decode-heavy upload looks like. Small on the wire, costly to decode.
 */
export const animation = (
  format: 'webp' | 'gif',
  frames: number,
  size: number,
): Promise<Buffer> => {
  const raw = Buffer.alloc(size * size * frames * 3);
  for (let frame = 0; frame < frames; frame += 1) {
    for (let i = 0; i < size * size; i += 1) {
      const at = (frame * size * size + i) * 3;
      // A GIF's frames are flat colours (its encoder is slow on noise); a WebP's are textured.
      const texture = format === 'webp' ? i : 0;
      raw[at] = (texture * 7 + frame * 13) & 255;
      raw[at + 1] = ((texture >> 3) * 5 + frame) & 255;
      raw[at + 2] = ((texture % size) + frame * 3) & 255;
    }
  }
  const image = sharp(raw, {
    raw: { width: size, height: size * frames, channels: 3, pageHeight: size },
  });
  return (format === 'webp' ? image.webp({ quality: 30, effort: 0 }) : image.gif()).toBuffer();
};
