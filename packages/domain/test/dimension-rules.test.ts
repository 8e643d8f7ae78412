import { describe, expect, it } from 'vitest';
import {
  customizationPayload,
  customizationSchema,
  DIMENSION_LIMITS,
  dimensionFieldsFor,
  dimensionProblem,
  dimensionProblems,
  EMPTY_DRAFT,
  isStepComplete,
  limitMessage,
  parseDimension,
  resolveSize,
  TYPICAL_SIZES,
  validate,
  WIZARD_FURNITURE_TYPES,
  type WizardDraft,
} from '../src';

describe('dimension rules', () => {
  it('say each limit in plain words', () => {
    expect(limitMessage('table', 'length')).toBe('A table is between 24 and 144 inches long');
    expect(limitMessage('table', 'width')).toBe('A table is between 18 and 60 inches wide');
    expect(limitMessage('table', 'height')).toBe('A table is between 14 and 42 inches high');
    expect(limitMessage('desk', 'depth')).toBe('A desk is between 18 and 48 inches deep');
    expect(limitMessage('cabinet', 'height')).toBe('A cabinet is between 12 and 96 inches high');
    expect(limitMessage('locker', 'width')).toBe(
      'A locker compartment is between 9 and 24 inches wide',
    );
    expect(limitMessage('locker', 'compartments')).toBe(
      'A locker has between 1 and 12 compartments',
    );
    expect(limitMessage('storage', 'depth')).toBe('A storage unit is between 8 and 30 inches deep');
  });

  it('has a limit for every field of every type, holding its typical size', () => {
    for (const type of WIZARD_FURNITURE_TYPES) {
      for (const field of dimensionFieldsFor(type)) {
        const limit = DIMENSION_LIMITS[type][field.key];
        const typical = TYPICAL_SIZES[type][field.key];
        expect(limit, `${type} ${field.key}`).toBeDefined();
        expect(typical, `${type} ${field.key}`).toBeDefined();
        expect(limit!.min).toBeLessThan(limit!.max);
        expect(typical!.value).toBeGreaterThanOrEqual(limit!.min);
        expect(typical!.value).toBeLessThanOrEqual(limit!.max);
        expect(typical!.source.length).toBeGreaterThan(10);
      }
    }
  });

  it('refuses a size for a field the type does not have', () => {
    expect(() => limitMessage('table', 'depth')).toThrow('A table has no depth');
    expect(dimensionProblem('table', 'depth', '400')).toBeNull();
  });

  it.each([
    ['72', 72],
    [' 34.5 ', 34.5],
    ['.5', 0.5],
    ['30.', 30],
    ['30in', 30],
    ['7 ft', 84],
    ['3/4', 0.75],
    ['', null],
    ['  ', null],
    ['about 30', null],
    ['-4', null],
    ['1e3', null],
  ])('reads the size %j as %s inches', (text, number) => {
    expect(parseDimension(text)).toBe(number);
  });

  it.each([
    ['4', 4],
    [' 12 ', 12],
    ['2.5', null],
    ['4 in', null],
    ['four', null],
  ])('reads the count %j as a plain whole number, %s', (text, number) => {
    expect(parseDimension(text, 'count')).toBe(number);
  });

  it('accepts blank fields and sizes within the limits, the limits included', () => {
    expect(dimensionProblems('table', { length: '', width: ' ', height: '30' })).toEqual({});
    expect(dimensionProblems('table', { length: '24', width: '60', height: '42' })).toEqual({});
    expect(dimensionProblems('locker', { compartments: '12', width: '9' })).toEqual({});
  });

  const outside = (message: string) => ({ kind: 'outside-limits', message });
  const unreadable = (message: string) => ({ kind: 'unreadable', message });

  it('names the rule a size breaks', () => {
    expect(dimensionProblems('table', { length: '840', width: '12', height: 'tall' })).toEqual({
      length: outside('A table is between 24 and 144 inches long'),
      width: outside('A table is between 18 and 60 inches wide'),
      height: unreadable('We could not read "tall" as a size'),
    });
    expect(dimensionProblems('locker', { width: '30', compartments: '2.5' })).toEqual({
      width: outside('A locker compartment is between 9 and 24 inches wide'),
      compartments: unreadable('Compartments must be a whole number, like 4'),
    });
    expect(dimensionProblems('locker', { compartments: '13' })).toEqual({
      compartments: outside('A locker has between 1 and 12 compartments'),
    });
  });

  it('holds a size written in feet or centimetres to the limits in inches', () => {
    expect(dimensionProblems('table', { length: '7 ft', width: '40"', height: '76 cm' })).toEqual(
      {},
    );
    expect(dimensionProblems('table', { length: '70 ft', width: ' about 3 ft ' })).toEqual({
      length: outside('A table is between 24 and 144 inches long'),
      width: unreadable('We could not read "about 3 ft" as a size'),
    });
  });

  it('has no rules for a type outside the wizard', () => {
    expect(dimensionProblems('bed', { width: '9000' })).toEqual({});
    expect(dimensionProblems('', { width: '9000' })).toEqual({});
  });

  it('sizes a piece written in feet and inches as the same piece in inches', () => {
    const read = (dimensions: Record<string, string>) =>
      resolveSize('table', dimensions).map((entry) => [entry.value, entry.typical]);
    expect(read({ length: '7 ft', width: '40"', height: '30 in' })).toEqual(
      read({ length: '84', width: '40', height: '30' }),
    );
    expect(read({ length: `6' 2"`, width: '3 ft 1/2 in' })).toEqual([
      [74, false],
      [36.5, false],
      [29, true],
    ]);
  });

  it('falls back to the typical size for a blank or unusable field, and says so', () => {
    const size = resolveSize('table', { length: '84', width: 'wide', height: '' });
    expect(size.map((entry) => [entry.field.key, entry.value, entry.typical])).toEqual([
      ['length', 84, false],
      ['width', 36, true],
      ['height', 29, true],
    ]);
  });
});

describe('dimension rules in the wizard and on the server', () => {
  const table: WizardDraft = { ...EMPTY_DRAFT, furnitureType: 'table' };

  it('never hold Next on step 5: a size outside the rules is advice', () => {
    for (const length of ['84', '8', '', 'six feet']) {
      expect(isStepComplete(5, { ...table, dimensions: { length } }), length).toBe(true);
    }
  });

  it('save every size as typed, one outside the rules included', () => {
    const fields = customizationPayload('session_1_abcdefghi', {
      ...table,
      dimensions: { length: '8', width: '40' },
    });
    expect(fields.dimensions).toBe('{"length":"8","width":"40"}');
  });

  it('take a draft whose size breaks a rule as it is', () => {
    const result = validate(customizationSchema, {
      sessionId: 'session_1_abcdefghi',
      furnitureType: 'table',
      dimensions: '{"length":"840","width":"six feet","height":"30"}',
    });
    expect(result.ok).toBe(true);
  });

  it('bound the length of each size', () => {
    const result = validate(customizationSchema, {
      sessionId: 'session_1_abcdefghi',
      furnitureType: 'table',
      dimensions: JSON.stringify({ length: 'x'.repeat(21) }),
    });
    expect(result).toMatchObject({
      ok: false,
      message: 'Each size must be 20 characters or less',
      fieldErrors: { 'dimensions.length': 'Each size must be 20 characters or less' },
    });
  });

  it.each(['[1,2]', 'not json', '{"width":true}', '"30"'])(
    'refuse dimensions that are not an object of sizes: %s',
    (dimensions) => {
      const result = validate(customizationSchema, {
        sessionId: 'session_1_abcdefghi',
        furnitureType: 'cabinet',
        dimensions,
      });
      expect(result).toMatchObject({
        ok: false,
        message: 'Dimensions must be a JSON object of sizes as text, like {"width":"30"}',
      });
    },
  );

  it('take sizes given as numbers, and leave other keys alone', () => {
    const result = validate(customizationSchema, {
      sessionId: 'session_1_abcdefghi',
      furnitureType: 'cabinet',
      dimensions: '{"width":30,"note":"by the window"}',
    });
    expect(result.ok).toBe(true);
  });
});
