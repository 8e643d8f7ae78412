import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordStrength } from '../src';

describe('password strength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['a', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefg', 2, 'Weak'],
    ['Abcdefgh', 3, 'Fair'],
    ['abc1!', 3, 'Fair'],
    ['Abcdefg1', 4, 'Good'],
    ['Abc1!', 4, 'Good'],
    ['abcdef1!', 4, 'Good'],
    ['Abcdef1!', 5, 'Strong'],
    ['ZZZZZZZZ', 2, 'Weak'],
    ['12345678', 2, 'Weak'],
    ['        ', 2, 'Weak'],
  ] as const)('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('gives one point each for length 8+, uppercase, lowercase, digit and symbol', () => {
    const part = (alphabet: string) =>
      fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 3 });
    fc.assert(
      fc.property(
        part('ABCXYZ'),
        part('abcxyz'),
        part('0123456789'),
        part('!@#$%^&*-_ ~'),
        fc.string({ unit: fc.constantFrom('a'), maxLength: 8 }),
        (upper, lower, digits, symbols, padding) => {
          const password = upper + lower + digits + symbols + padding;
          const expected =
            Number(password.length >= 8) +
            Number(upper !== '') +
            Number(lower !== '' || padding !== '') +
            Number(digits !== '') +
            Number(symbols !== '');
          const { score, label } = passwordStrength(password);
          expect(score).toBe(expected);
          expect(label).toBe(
            score <= 2 ? 'Weak' : score === 3 ? 'Fair' : score === 4 ? 'Good' : 'Strong',
          );
        },
      ),
    );
  });

  it('always scores between 0 and 5', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (password) => {
        const { score } = passwordStrength(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('the minimum length is 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});
