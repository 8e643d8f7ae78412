import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  isAcceptableImage,
  pickImage,
  type ImageCandidate,
} from '../src';

const TEN_MB = 10 * 1024 * 1024;

const image = (overrides: Partial<ImageCandidate> = {}): ImageCandidate => ({
  name: 'photo.jpg',
  type: 'image/jpeg',
  size: 1024,
  ...overrides,
});

describe('image rules', () => {
  it('allow at most 10*1024*1024 bytes of jpeg, jpg, png or gif', () => {
    expect(MAX_IMAGE_BYTES).toBe(10485760);
    expect(IMAGE_EXTENSIONS).toEqual(['.jpeg', '.jpg', '.png', '.gif']);
    expect(IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/jpg', 'image/png', 'image/gif']);
  });

  it.each([
    ['door.jpeg', 'image/jpeg'],
    ['door.jpg', 'image/jpeg'],
    ['door.jpg', 'image/jpg'],
    ['door.png', 'image/png'],
    ['door.gif', 'image/gif'],
    ['DOOR.JPG', 'image/jpeg'],
    ['door.png', ''],
  ])('accepts %s (%j)', (name, type) => {
    expect(isAcceptableImage(image({ name, type }))).toBe(true);
  });

  it.each([
    ['plan.pdf', 'application/pdf'],
    ['door.webp', 'image/webp'],
    ['door.bmp', 'image/bmp'],
    ['door.png', 'application/pdf'],
    ['door.pdf', 'image/png'],
    ['door', 'image/png'],
    ['door.jpg.exe', 'application/octet-stream'],
  ])('refuses %s (%j)', (name, type) => {
    expect(isAcceptableImage(image({ name, type }))).toBe(false);
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(isAcceptableImage(image({ size: TEN_MB }))).toBe(true);
    expect(isAcceptableImage(image({ size: TEN_MB + 1 }))).toBe(false);
  });

  it('refuses an empty file', () => {
    expect(isAcceptableImage(image({ size: 0 }))).toBe(false);
  });

  it('accepts any size from 1 byte to 10 MB and refuses any larger', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a.jpeg', 'a.jpg', 'a.png', 'a.gif'),
        fc.integer({ min: 1, max: TEN_MB }),
        fc.integer({ min: TEN_MB + 1, max: 50 * TEN_MB }),
        (name, small, large) => {
          expect(isAcceptableImage(image({ name, type: '', size: small }))).toBe(true);
          expect(isAcceptableImage(image({ name, type: '', size: large }))).toBe(false);
        },
      ),
    );
  });
});

describe('pickImage', () => {
  it('returns the single acceptable file', () => {
    const file = image();
    expect(pickImage([file])).toBe(file);
  });

  it('ignores no file, several files, or a bad one', () => {
    expect(pickImage([])).toBeNull();
    expect(pickImage([image(), image({ name: 'other.png', type: 'image/png' })])).toBeNull();
    expect(pickImage([image({ name: 'plan.pdf', type: 'application/pdf' })])).toBeNull();
    expect(pickImage([image({ size: TEN_MB + 1 })])).toBeNull();
  });

  it("returns the caller's own file object", () => {
    const file = { ...image(), lastModified: 7 };
    expect(pickImage([file])?.lastModified).toBe(7);
  });
});
