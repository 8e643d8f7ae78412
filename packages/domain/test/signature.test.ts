import { describe, expect, it } from 'vitest';
import { signatureMatches, signatureMismatchMessage } from '../src';

describe('a typed signature', () => {
  it.each([
    ['Maya Thornton', 'Maya Thornton'],
    ['maya thornton', 'Maya Thornton'],
    ['  Maya   Thornton ', 'Maya Thornton'],
    ['ＭＡＹＡ ＴＨＯＲＮＴＯＮ', 'Maya Thornton'],
    ['José Núñez', 'José Núñez'],
  ])('"%s" signs for "%s"', (typed, name) => {
    expect(signatureMatches(typed, name)).toBe(true);
  });

  it.each([
    ['Maya', 'Maya Thornton'],
    ['Maya Thornton-Reed', 'Maya Thornton'],
    ['M. Thornton', 'Maya Thornton'],
    ['Jose Nunez', 'José Núñez'],
  ])('"%s" does not sign for "%s"', (typed, name) => {
    expect(signatureMatches(typed, name)).toBe(false);
  });

  it('says whose name is expected', () => {
    expect(signatureMismatchMessage('Maya Thornton')).toBe(
      'Please type your full name as it is on the project: Maya Thornton',
    );
  });
});
