import { describe, expect, it } from 'vitest';
import {
  draftImageRemovalSchema,
  draftImageSchema,
  imageAllowsNext,
  requestImageReferenceField,
  validate,
  type DraftImage,
  type ImageCandidate,
} from '../src';

const file: ImageCandidate = { name: 'oak.png', type: 'image/png', size: 10 };
const uploading: DraftImage<ImageCandidate> = { status: 'uploading', file };
const uploaded: DraftImage<ImageCandidate> = { status: 'uploaded', file, reference: 'r' };
const refused: DraftImage<ImageCandidate> = { status: 'refused', file, error: 'No.' };
const REFERENCE = '0123456789abcdef0123456789abcdef.png';
const REFUSED = 'The image reference is not one this site gave out';

describe('the image by reference', () => {
  it('holds Next on step 2 for a refused image, and the request on step 8 until it is up', () => {
    expect(imageAllowsNext(2, refused)).toBe(false);
    expect(imageAllowsNext(2, uploading)).toBe(true);
    expect(imageAllowsNext(5, refused)).toBe(true);
    expect(imageAllowsNext(8, uploading)).toBe(false);
    expect(imageAllowsNext(8, refused)).toBe(false);
    expect(imageAllowsNext(8, uploaded)).toBe(true);
    expect(imageAllowsNext(8, null)).toBe(true);
  });

  it('an upload names its draft and type', () => {
    expect(validate(draftImageSchema, { sessionId: ' s1 ', furnitureType: 'desk' })).toEqual({
      ok: true,
      value: { sessionId: 's1', furnitureType: 'desk' },
    });
    expect(validate(draftImageSchema, { furnitureType: 'desk' })).toMatchObject({
      ok: false,
      message: 'Session ID is required',
    });
    expect(validate(draftImageSchema, { sessionId: 's1' })).toMatchObject({
      ok: false,
      message: 'Furniture type is required',
    });
  });

  it('a removal names the draft and the stored image', () => {
    expect(
      validate(draftImageRemovalSchema, { sessionId: 's1', reference: REFERENCE }),
    ).toMatchObject({ ok: true });
    for (const reference of ['../etc/passwd', 'abc.png', `${REFERENCE}x`, '', 7]) {
      expect(validate(draftImageRemovalSchema, { sessionId: 's1', reference })).toMatchObject({
        ok: false,
        message: REFUSED,
      });
    }
  });

  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    [` ${REFERENCE} `, REFERENCE],
  ])('a request reads imageRef %j as %j', (imageRef, read) => {
    expect(requestImageReferenceField.parse(imageRef)).toBe(read);
  });

  it.each(['x.png', 42])('a request refuses imageRef %j', (imageRef) => {
    expect(requestImageReferenceField.safeParse(imageRef).error?.issues[0]?.message).toBe(REFUSED);
  });
});
