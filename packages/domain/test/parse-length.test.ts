import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInches,
  inchesAsWritten,
  isPlainNumber,
  parseLength,
  sizeExamples,
  sizeForReader,
} from '../src';

describe('parseLength', () => {
  it.each([
    ['84', 84],
    ['84 in', 84],
    ['84"', 84],
    ['84 inches', 84],
    ['84 inch', 84],
    ['84in', 84],
    ['84 IN.', 84],
    ['7 ft', 84],
    ["7'", 84],
    ['7 feet', 84],
    ['7 Foot', 84],
    ['7FT', 84],
    ['7.5 ft', 90],
    [`6' 2"`, 74],
    [`6'2"`, 74],
    ['6 ft 2 in', 74],
    ['6 feet 2 inches', 74],
    ["6'2", 74],
    ["6'2''", 74],
    [`6' 2 1/2"`, 74.5],
    ['213 cm', 83.875],
    ['213cm', 83.875],
    ['2.13 m', 83.875],
    ['2.13 metres', 83.875],
    ['2.13 Meters', 83.875],
    ['2130 mm', 83.875],
    ['1 1/2 in', 1.5],
    ['1-1/2"', 1.5],
    ['1/2"', 0.5],
    ['3/4', 0.75],
    ['34.5', 34.5],
    ['.5', 0.5],
    ['30.', 30],
    [' 72 ', 72],
    ['0', 0],
  ])('reads %j as %s inches', (text, inches) => {
    expect(parseLength(text)).toBe(inches);
  });

  it.each([
    ['6′ 2″', 74],
    ['84″', 84],
    ['7′', 84],
    ['6’ 2”', 74],
    ['6‘2“', 74],
    ['84”', 84],
  ])('reads primes and curly quotes: %j as %s', (text, inches) => {
    expect(parseLength(text)).toBe(inches);
  });

  it('rounds to the nearest sixteenth of an inch', () => {
    expect(parseLength('10 cm')).toBe(3.9375); // 3.937 in
    expect(parseLength('1 mm')).toBe(0.0625); // 0.039 in
    expect(parseLength('0.01 in')).toBe(0);
    expect(parseLength('34.53')).toBe(34.5);
  });

  it.each([
    '',
    '   ',
    'six feet',
    'about 30',
    'about 6 ft',
    '-4',
    '1e3',
    '30 yards',
    '84 in 2',
    '3 ft 2 ft',
    '6\' 14"',
    '6.5\' 2"',
    '1/0',
    '1 3/2 in',
    '5 5',
    '1,000',
    'Infinity',
    '0x10',
    '"',
    'ft',
    '7 ft tall',
    '9'.repeat(400),
  ])('cannot read %j', (text) => {
    expect(parseLength(text)).toBeNull();
  });

  const sixteenths = fc.integer({ min: 0, max: 16 * 200 }).map((n) => n / 16);

  it('reads n inches written as n, n", n in and n inches as n', () => {
    fc.assert(
      fc.property(sixteenths, (n) => {
        const written = formatInches(n);
        for (const text of [written, `${written}"`, `${written} in`, `${written} inches`]) {
          expect(parseLength(text), text).toBe(n);
        }
      }),
    );
  });

  it('reads feet and inches as twelve inches a foot and the inches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 11 }),
        (feet, inches) => {
          const expected = 12 * feet + inches;
          for (const text of [
            `${feet}' ${inches}"`,
            `${feet}'${inches}"`,
            `${feet} ft ${inches} in`,
            `${feet} feet ${inches} inches`,
          ]) {
            expect(parseLength(text), text).toBe(expected);
          }
          expect(parseLength(`${feet} ft`)).toBe(12 * feet);
        },
      ),
    );
  });

  it('gives every length it reads in whole sixteenths', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.constantFrom('in', 'ft', 'cm', 'mm', 'm'),
        (value, unit) => {
          const inches = parseLength(`${value.toFixed(3)} ${unit}`);
          expect(inches).not.toBeNull();
          expect(Number.isInteger(inches! * 16)).toBe(true);
        },
      ),
    );
  });

  it('tells a plain number of inches, the spec way of writing a size, from one with a unit', () => {
    expect(['72', ' 34.5 ', '.5', '30.'].every(isPlainNumber)).toBe(true);
    expect(['72 in', '7 ft', '3/4', 'six', ''].some(isPlainNumber)).toBe(false);
  });

  it('gives the number of a size written as a decimal number of inches, as typed', () => {
    expect(['72', '40"', '40 in', '34.50 Inches', '.5″'].map(inchesAsWritten)).toEqual([
      '72',
      '40',
      '40',
      '34.50',
      '.5',
    ]);
    expect(['7 ft', '1 1/2 in', '3/4', '213 cm', 'six', ''].map(inchesAsWritten)).toEqual(
      Array(6).fill(null),
    );
  });
});

describe('sizes for a reader', () => {
  it('keeps a number of inches as typed, with the unit of the page', () => {
    expect(sizeForReader('72', 'inches')).toBe('72 inches');
    expect(sizeForReader(' 34.50 ', 'in')).toBe('34.50 in');
    expect(sizeForReader('40"', 'inches')).toBe('40 inches');
    expect(sizeForReader('34.53 IN', 'inches')).toBe('34.53 inches');
  });

  it('gives a size written otherwise as the inches understood, and the text as typed', () => {
    expect(sizeForReader('7 ft', 'inches')).toBe('84 inches (7 ft)');
    expect(sizeForReader(`6' 2"`, 'in')).toBe(`74 in (6' 2")`);
    expect(sizeForReader('213 cm', 'inches')).toBe('83.875 inches (213 cm)');
    expect(sizeForReader('1 1/2 in', 'inches')).toBe('1.5 inches (1 1/2 in)');
  });

  it('keeps text it cannot read as typed, without a unit', () => {
    expect(sizeForReader(' six feet ', 'inches')).toBe('six feet');
  });

  it('suggests ways to write a typical size', () => {
    expect(sizeExamples(72)).toBe('72, 72 in or 6 ft');
    expect(sizeExamples(29)).toBe('29, 29 in or 2 ft 5 in');
    expect(sizeExamples(34.5)).toBe('34.5, 34.5 in or 2 ft 10.5 in');
    expect(sizeExamples(8)).toBe('8 or 8 in');
    for (const inches of [72, 29, 34.5, 12, 8]) {
      const forms = sizeExamples(inches).split(/, | or /);
      expect(forms.map(parseLength), sizeExamples(inches)).toEqual(forms.map(() => inches));
    }
  });
});
