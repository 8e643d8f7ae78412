import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dimensionEntries, formatDimension, summarizeDimensions } from '../src';

const lines = (json: string, type: string) => {
  const summary = summarizeDimensions(json, type);
  return summary.kind === 'dimensions'
    ? summary.entries.map((entry) => formatDimension(entry))
    : summary.message;
};

describe('summarizeDimensions', () => {
  it.each(['{', 'not json', '{"width": 10,}', "{'width': '10'}"])(
    'unparseable text %j reads Invalid dimension data',
    (json) => {
      expect(summarizeDimensions(json, 'table')).toEqual({
        kind: 'invalid',
        message: 'Invalid dimension data',
      });
    },
  );

  it.each(['[]', '["10"]', '42', '"10 inches"', 'null', 'true'])(
    'JSON that is not an object (%s) reads Invalid dimension data',
    (json) => {
      expect(summarizeDimensions(json, 'desk')).toEqual({
        kind: 'invalid',
        message: 'Invalid dimension data',
      });
    },
  );

  it.each(['', '   ', '{}', '{"width":"","depth":"  ","height":""}', '{"colour":"red"}'])(
    '%j reads No dimensions specified',
    (json) => {
      expect(summarizeDimensions(json, 'desk')).toEqual({
        kind: 'none',
        message: 'No dimensions specified',
      });
    },
  );

  it('any object whose values are all blank reads No dimensions specified', () => {
    const blank = fc.array(fc.constantFrom(' ', '\t', '\n')).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.constantFrom('table', 'desk', 'cabinet', 'locker', 'storage', 'other'),
        fc.record(
          {
            length: blank,
            width: blank,
            depth: blank,
            height: blank,
            compartments: blank,
          },
          { requiredKeys: [] },
        ),
        (type, dimensions) => {
          expect(summarizeDimensions(JSON.stringify(dimensions), type).kind).toBe('none');
        },
      ),
    );
  });

  it('lists a table in length, width, height order with inches', () => {
    expect(lines('{"height":"30","length":"72","width":" 36 "}', 'table')).toEqual([
      'Length: 72 inches',
      'Width: 36 inches',
      'Height: 30 inches',
    ]);
  });

  it('lists a cabinet as width, depth, height and skips blank or foreign fields', () => {
    expect(lines('{"width":"30","depth":"","height":"34.5","length":"99"}', 'cabinet')).toEqual([
      'Width: 30 inches',
      'Height: 34.5 inches',
    ]);
  });

  it('uses Compartment Width and Compartments for a locker', () => {
    expect(lines('{"width":"12","depth":"18","height":"72","compartments":"4"}', 'locker')).toEqual(
      ['Compartment Width: 12 inches', 'Depth: 18 inches', 'Height: 72 inches', 'Compartments: 4'],
    );
  });

  it('reads numbers as well as text', () => {
    expect(lines('{"width":24,"depth":0,"height":36.5}', 'storage')).toEqual([
      'Width: 24 inches',
      'Depth: 0 inches',
      'Height: 36.5 inches',
    ]);
  });

  it('ignores values that are neither text nor numbers', () => {
    expect(dimensionEntries({ width: true, depth: null, height: { v: 1 } }, 'desk')).toEqual([]);
  });

  it('keeps values exactly as typed apart from surrounding blanks, inches only on numbers', () => {
    expect(
      lines('{"width":"about 3 ft","depth":"18\\"","height":"?","length":" 72 "}', 'table'),
    ).toEqual(['Length: 72 inches', 'Width: about 3 ft', 'Height: ?']);
    expect(lines('{"width":"about 3 ft","depth":"18\\"","height":"?"}', 'desk')).toEqual([
      'Width: about 3 ft',
      'Depth: 18 inches',
      'Height: ?',
    ]);
  });

  it('gives a size in feet as the inches understood and the text as typed; inches as inches', () => {
    const typed = { length: '7 ft', width: '40"', height: '30 in' };
    expect(lines(JSON.stringify(typed), 'table')).toEqual([
      'Length: 84 inches (7 ft)',
      'Width: 40 inches',
      'Height: 30 inches',
    ]);
    expect(lines(JSON.stringify({ height: `6' 2"`, compartments: '4' }), 'locker')).toEqual([
      `Height: 74 inches (6' 2")`,
      'Compartments: 4',
    ]);
  });
});
