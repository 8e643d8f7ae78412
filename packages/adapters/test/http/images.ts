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
