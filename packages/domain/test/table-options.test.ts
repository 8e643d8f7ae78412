import { describe, expect, it } from 'vitest';
import {
  agreedDesign,
  buildPieceModel,
  customizationSchema,
  DEFAULT_PRICE_LIST,
  describePiece,
  designChanges,
  designSpecification,
  designSummary,
  estimatePrice,
  extentOf,
  pieceDesignFromSaved,
  quotedDesignSchema,
  tableOptionsOf,
  validate,
  withFeatureToggled,
  withFurnitureType,
  withLeafCount,
  type PieceDesign,
  type QuotedDesign,
} from '../src';

/** The design first quoted: a walnut dining table of 84 in on four legs. */
const V1: QuotedDesign = {
  furnitureType: 'table',
  style: 'traditional',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { length: '84', width: '40', height: '30' },
  features: [],
  hardware: '',
  notes: '',
};

/** The design signed: 96 in, on a trestle, with two leaves of 18 in. */
const V2: QuotedDesign = {
  ...V1,
  dimensions: { length: '96', width: '40', height: '30' },
  features: ['Extendable'],
  base: 'trestle',
  leafCount: 2,
  leafLength: 18,
};

const partsOf = (design: PieceDesign, kind: string) =>
  buildPieceModel(design).parts.filter((part) => part.kind === kind);

describe('a table’s base and leaves', () => {
  it('read as four legs and no leaves where a design does not say, one typical leaf when Extendable', () => {
    expect(tableOptionsOf(V1)).toEqual({ base: 'legs', leafCount: 0, leafLength: 18 });
    expect(tableOptionsOf({ ...V1, features: ['Extendable'] })).toEqual({
      base: 'legs',
      leafCount: 1,
      leafLength: 18,
    });
    expect(tableOptionsOf(V2)).toEqual({ base: 'trestle', leafCount: 2, leafLength: 18 });
  });

  it('keep leaves and Extendable together, in whichever order they are changed', () => {
    expect(withLeafCount(V1, 2)).toMatchObject({ leafCount: 2, features: ['Extendable'] });
    expect(withLeafCount(V2, 0)).toMatchObject({ leafCount: 0, features: [] });
    expect(withFeatureToggled(V1, 'Extendable')).toMatchObject({
      leafCount: 1,
      features: ['Extendable'],
    });
    expect(withFeatureToggled(V2, 'Extendable')).toMatchObject({ leafCount: 0, features: [] });
    expect(withFeatureToggled(V2, 'Live Edge').features).toEqual(['Extendable', 'Live Edge']);
  });

  it('are dropped when the piece becomes another type', () => {
    const desk = withFurnitureType(V2, 'desk');
    expect(desk).not.toHaveProperty('base');
    expect(desk).not.toHaveProperty('leafCount');
    expect(desk).not.toHaveProperty('leafLength');
  });

  it('are read from a saved draft, a value the rules do not know read as not given', () => {
    const saved = {
      furnitureType: 'table',
      style: null,
      constructionMaterial: null,
      specificMaterial: null,
      surfaceFinish: null,
      specificFinish: null,
      dimensions: null,
      features: ['Extendable'],
    };
    expect(
      pieceDesignFromSaved({ ...saved, base: 'pedestal', leafCount: 3, leafLength: 15 }),
    ).toMatchObject({ base: 'pedestal', leafCount: 3, leafLength: 15 });
    const odd = pieceDesignFromSaved({ ...saved, base: 'tripod', leafCount: 9, leafLength: 2 });
    expect(odd).not.toHaveProperty('base');
    expect(tableOptionsOf(odd!)).toEqual({ base: 'legs', leafCount: 1, leafLength: 18 });
  });
});

describe('the drawing of a table’s base and leaves', () => {
  it('draws four legs with aprons by default', () => {
    expect(partsOf(V1, 'leg')).toHaveLength(4);
    expect(partsOf(V1, 'apron')).toHaveLength(4);
    expect(partsOf(V1, 'stretcher')).toHaveLength(0);
  });

  it('draws a trestle as two ends (foot, post, bearer) and a stretcher between the posts', () => {
    const model = buildPieceModel(V2);
    expect(partsOf(V2, 'leg')).toHaveLength(0);
    expect(partsOf(V2, 'foot').map((part) => part.name)).toEqual([
      'Left trestle foot',
      'Right trestle foot',
    ]);
    expect(partsOf(V2, 'trestle')).toHaveLength(4);
    const [stretcher] = partsOf(V2, 'stretcher');
    const [left, right] = partsOf(V2, 'trestle').filter((part) => part.name.endsWith('post'));
    expect(stretcher!.x).toBe(left!.x + left!.width);
    expect(stretcher!.x + stretcher!.width).toBeCloseTo(right!.x);
    // Every part of the base stands under the top.
    for (const part of model.parts.filter((p) => p.kind !== 'leaf')) {
      expect(part.x).toBeGreaterThanOrEqual(0);
      expect(part.x + part.width).toBeLessThanOrEqual(96);
    }
  });

  it('draws a pedestal as one column on a foot, in the middle', () => {
    const pedestal = { ...V1, base: 'pedestal' as const };
    expect(partsOf(pedestal, 'leg')).toHaveLength(0);
    const [column] = partsOf(pedestal, 'column').filter((part) => part.name === 'Pedestal column');
    expect(column!.x + column!.width / 2).toBe(42);
    expect(column!.z + column!.depth / 2).toBe(20);
    expect(partsOf(pedestal, 'foot')).toHaveLength(1);
  });

  it('draws the leaves beyond the table’s end, dashed, its top in two halves, its length measured closed', () => {
    const model = buildPieceModel(V2);
    const leaves = partsOf(V2, 'leaf');
    expect(leaves.map((leaf) => [leaf.x, leaf.width, leaf.extension])).toEqual([
      [96, 18, true],
      [114, 18, true],
    ]);
    expect(partsOf(V2, 'top').map((top) => top.name)).toEqual([
      'Left half of the top',
      'Right half of the top',
    ]);
    expect(extentOf(model.parts).x).toEqual([0, 132]);
    expect(model.measures.find((measure) => measure.key === 'length')).toMatchObject({
      from: 0,
      to: 96,
    });
  });
});

describe('a table’s base and leaves in words', () => {
  it('names the base with the piece and counts the leaves with their length', () => {
    expect(describePiece(buildPieceModel(V2))).toBe(
      'Preview of your walnut trestle table, 96 inches long, 40 inches wide and 30 inches high, in oil finish, with 2 extension leaves of 18 inches.',
    );
    expect(describePiece(buildPieceModel({ ...V1, base: 'pedestal' }))).toMatch(
      /^Preview of your walnut pedestal table, /,
    );
  });

  it('says what changed: the size, the base and the leaves, Extendable not said twice', () => {
    expect(designChanges(V1, V2)).toEqual([
      'Length 84 → 96 in',
      'Base: Four legs → Trestle base',
      '+ 2 leaves of 18 in',
    ]);
    expect(designChanges(V2, { ...V2, leafCount: 1, leafLength: 15 })).toEqual([
      'Leaves: 2 leaves of 18 in → 1 leaf of 15 in',
    ]);
    expect(designChanges(V2, V1)).toContain('− 2 leaves of 18 in');
    expect(designChanges(V2, V1)).not.toContain('− Extendable');
    // Another type made a table says its base when it is not the usual four legs.
    const desk: QuotedDesign = { ...V1, furnitureType: 'desk', dimensions: {} };
    expect(designChanges(desk, { ...V2, dimensions: {} })).toEqual([
      'Desk → Table',
      '+ Trestle base',
      '+ 2 leaves of 18 in',
    ]);
  });

  it('specifies them beside the sizes, and sums the design up in one line', () => {
    expect(designSpecification(V2)).toEqual(
      expect.arrayContaining([
        { label: 'Base', value: 'Trestle base' },
        { label: 'Leaves', value: '2 leaves of 18 in' },
      ]),
    );
    expect(designSummary(V2)).toBe('96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in');
    expect(designSummary(V1)).toBe('84 x 40 x 30 in walnut table');
    expect(designSummary({ ...V1, dimensions: {}, constructionMaterial: '' })).toBe('table');
  });
});

describe('a table’s base and leaves in the price', () => {
  it('prices Extendable for each leaf', () => {
    const one = estimatePrice({ ...V2, leafCount: 1 }, DEFAULT_PRICE_LIST);
    const three = estimatePrice({ ...V2, leafCount: 3 }, DEFAULT_PRICE_LIST);
    expect(three.low).toBeGreaterThan(one.low);
    // A table saved before leaves were counted has one, and is priced as before.
    expect(estimatePrice({ ...V2, leafCount: undefined }, DEFAULT_PRICE_LIST)).toEqual(one);
  });
});

describe('the schema of a quoted design: a table’s base and leaves', () => {
  /** V2 as pinned before a table's options were asked: Extendable, nothing more. */
  const old: QuotedDesign = { ...V1, dimensions: V2.dimensions, features: ['Extendable'] };

  it('gives a design pinned before them its defaults: legs, one leaf of 18 in when Extendable', () => {
    expect(validate(quotedDesignSchema, old)).toEqual({
      ok: true,
      value: { ...old, base: 'legs', leafCount: 1, leafLength: 18 },
    });
    expect(validate(quotedDesignSchema, { ...old, features: [] })).toMatchObject({
      ok: true,
      value: { base: 'legs', leafCount: 0, leafLength: 18 },
    });
  });

  it('takes them as JSON or as the text of a form, and leaves make the table Extendable', () => {
    expect(
      validate(quotedDesignSchema, {
        ...old,
        features: [],
        base: 'pedestal',
        leafCount: '2',
        leafLength: '15.5',
      }),
    ).toMatchObject({
      ok: true,
      value: { base: 'pedestal', leafCount: 2, leafLength: 15.5, features: ['Extendable'] },
    });
  });

  it.each([
    [{ base: 'tripod' }, 'base', 'Base must be one of: legs, trestle, pedestal'],
    [{ leafCount: 4 }, 'leafCount', 'Leaves must be a whole number from 0 to 3'],
    [{ leafCount: '1.5' }, 'leafCount', 'Leaves must be a whole number from 0 to 3'],
    [{ leafLength: 40 }, 'leafLength', 'Leaf length must be a number of inches from 6 to 36'],
    [{ leafLength: 'long' }, 'leafLength', 'Leaf length must be a number of inches from 6 to 36'],
    [
      { leafCount: 0 },
      'leafCount',
      'An extendable table has 1 to 3 leaves: take off Extendable for none',
    ],
    [
      { furnitureType: 'desk', style: '', features: [], base: 'trestle' },
      'base',
      'Only a table has a base and leaves',
    ],
  ])('refuses %j with a message under its field', (change, field, message) => {
    const result = validate(quotedDesignSchema, { ...old, ...change });
    expect(result).toMatchObject({ ok: false, message, fieldErrors: { [field]: message } });
  });

  it('is the same check for a wizard draft, whose form sends them as text', () => {
    const draft = { sessionId: 'session_1_abcdefghi', furnitureType: 'table' };
    expect(
      validate(customizationSchema, {
        ...draft,
        base: 'trestle',
        leafCount: '2',
        leafLength: '18',
      }),
    ).toMatchObject({
      ok: true,
      value: { base: 'trestle', leafCount: 2, leafLength: 18, features: ['Extendable'] },
    });
    const empty = validate(customizationSchema, {
      ...draft,
      base: '',
      leafCount: '',
      leafLength: '',
    });
    expect(empty.ok && [empty.value.base, empty.value.leafCount, empty.value.leafLength]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(validate(customizationSchema, { ...draft, leafCount: '7' })).toMatchObject({
      ok: false,
      fieldErrors: { leafCount: 'Leaves must be a whole number from 0 to 3' },
    });
  });
});

describe('the design a project is built to', () => {
  const requested = V1;
  const quoted = { version: 1, design: V1 };
  const signed = { version: 2, design: V2 };

  it('is the signed version’s, else the customer’s, else the newest version’s', () => {
    expect(agreedDesign({ signed, requested, newest: signed })).toEqual({
      design: V2,
      source: { kind: 'quote', version: 2, signed: true },
    });
    expect(agreedDesign({ signed: null, requested, newest: signed })).toEqual({
      design: V1,
      source: { kind: 'request' },
    });
    expect(agreedDesign({ signed: null, requested: null, newest: quoted })).toEqual({
      design: V1,
      source: { kind: 'quote', version: 1, signed: false },
    });
    expect(agreedDesign({ signed: null, requested: null, newest: null })).toBeNull();
  });

  it('stands for the customer’s when the signed version is older than pinned designs', () => {
    expect(agreedDesign({ signed: { version: 1, design: null }, requested, newest: null })).toEqual(
      { design: V1, source: { kind: 'quote', version: 1, signed: true } },
    );
  });
});
