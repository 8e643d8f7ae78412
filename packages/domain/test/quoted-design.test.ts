import { describe, expect, it } from 'vitest';
import {
  designChanges,
  designSpecification,
  quoteSchema,
  quotedDesignSchema,
  validate,
  type QuotedDesign,
} from '../src';

const table: QuotedDesign = {
  furnitureType: 'table',
  style: 'modern',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'oak',
  surfaceFinish: 'wood',
  specificFinish: 'lacquer',
  dimensions: { length: '72', width: '36', height: '30' },
  features: ['Metal Legs'],
  hardware: '',
  notes: 'Seats six',
};

describe('designChanges', () => {
  it('says nothing when nothing changed', () => {
    expect(designChanges(table, { ...table, features: [...table.features] })).toEqual([]);
  });

  it('names each size that changed with its unit, the wood, and the features added or taken', () => {
    const quoted: QuotedDesign = {
      ...table,
      specificMaterial: 'walnut',
      dimensions: { length: '84', width: '40', height: '30' },
      features: ['Extendable'],
    };
    expect(designChanges(table, quoted)).toEqual([
      'Oak → Walnut',
      'Length 72 → 84 in',
      'Width 36 → 40 in',
      // Extendable with no count given is one leaf of the typical length: the leaf says it.
      '+ 1 leaf of 18 in',
      '− Metal Legs',
    ]);
  });

  it('reads a size given or left empty, the type, style, finish, hardware and notes', () => {
    const desk: QuotedDesign = {
      ...table,
      furnitureType: 'desk',
      style: 'rustic',
      specificFinish: 'polyurethane',
      dimensions: { width: '60', depth: '' },
      features: [],
      hardware: 'Brass pulls',
      notes: 'Seats six, with a drawer',
    };
    expect(designChanges({ ...table, dimensions: { width: '36', depth: '24' } }, desk)).toEqual([
      'Table → Desk',
      'Style: Modern → Rustic',
      'Finish: Lacquer → Polyurethane',
      'Width 36 → 60 in',
      'Depth 24 → —',
      '− Metal Legs',
      'Hardware: none → Brass pulls',
      'Notes changed',
    ]);
  });
});

describe('quotedDesignSchema', () => {
  it('takes the wizard fields with sizes as an object or as the wizard JSON text', () => {
    const asObject = validate(quotedDesignSchema, { ...table });
    const asText = validate(quotedDesignSchema, {
      ...table,
      dimensions: '{"length":"72","width":"36","height":"30"}',
    });
    // A table's options are pinned whole: four legs and no leaves, as the design did not say.
    const pinned = { ...table, base: 'legs', leafCount: 0, leafLength: 18 };
    expect(asObject).toEqual({ ok: true, value: pinned });
    expect(asText).toEqual({ ok: true, value: pinned });
  });

  it.each([
    [
      { ...table, furnitureType: 'sofa' },
      'Furniture type must be one of: table, desk, cabinet, locker, storage',
    ],
    [
      { ...table, specificMaterial: 'teak' },
      'Specific material is not one of its construction material',
    ],
    [{ ...table, features: ['Hutch'] }, 'Hutch is not a feature offered for a table'],
    [
      { ...table, dimensions: { length: 'x'.repeat(21) } },
      'Each size must be 20 characters or less',
    ],
    [
      { ...table, dimensions: '[1]' },
      'Dimensions must be a JSON object of sizes as text, like {"width":"30"}',
    ],
    ['table', 'Design must be a JSON object'],
  ])('refuses %j with a message', (design, message) => {
    const result = validate(quotedDesignSchema, design);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('is the design a quote may carry, under its field name', () => {
    const result = validate(quoteSchema, {
      quoteAmount: '$5,650',
      quotedBy: 'Sam Carter',
      design: { ...table, style: 'baroque' },
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { 'design.style': 'Style must be one offered for a table' },
    });
  });
});

describe('designSpecification', () => {
  it('names each part chosen, the sizes in the order the type asks, and leaves out the rest', () => {
    expect(designSpecification({ ...table, style: '', hardware: '' })).toEqual([
      { label: 'Piece', value: 'Table' },
      { label: 'Wood', value: 'Oak' },
      { label: 'Finish', value: 'Lacquer' },
      { label: 'Sizes', value: 'Length 72 in × Width 36 in × Height 30 in' },
      // A table's base is always said, four legs included: what is signed leans on no default.
      { label: 'Base', value: 'Four legs' },
      { label: 'Features', value: 'Metal Legs' },
      { label: 'Design notes', value: 'Seats six' },
    ]);
  });

  it('gives a size written with a unit as its inches and the text as typed; words as typed', () => {
    const sizes = designSpecification({
      ...table,
      dimensions: { length: '7 ft', width: 'about a yard', height: '30' },
    }).find((line) => line.label === 'Sizes');
    expect(sizes?.value).toBe('Length 84 in (7 ft) × Width about a yard × Height 30 in');
  });
});

describe('designChanges with sizes written with a unit', () => {
  it('lets each side of a changed size say its own, never a unit after words', () => {
    const quoted = { ...table, dimensions: { length: '7 ft', width: 'wide', height: '30' } };
    expect(designChanges(table, quoted)).toEqual([
      'Length 72 in → 84 in (7 ft)',
      'Width 36 in → wide',
    ]);
  });
});
