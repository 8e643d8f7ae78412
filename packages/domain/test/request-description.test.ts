import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGES,
  CONSTRUCTION_MATERIALS,
  EMPTY_DRAFT,
  STYLES,
  SURFACE_FINISHES,
  WIZARD_FURNITURE_TYPES,
  WIZARD_FURNITURE_TYPE_OPTIONS,
  WIZARD_TIMELINES,
  WIZARD_TIMELINE_LABELS,
  DESCRIPTION_MAX_LENGTH,
  NOTES_CUT_MARK,
  buildRequestDescription,
  customizationPayload,
  requestPayload,
  type WizardDraft,
} from '../src';

const diningTable: WizardDraft = {
  ...EMPTY_DRAFT,
  furnitureType: 'table',
  style: 'rustic',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { height: '30', width: '36', length: '72' },
  features: ['Extendable', 'Live Edge'],
  hardware: 'Blackened steel',
  notes: 'Seats eight',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  timeline: '2-3-months',
};

const locker: WizardDraft = {
  ...EMPTY_DRAFT,
  furnitureType: 'locker',
  style: 'industrial',
  constructionMaterial: 'mcp',
  specificMaterial: 'wood-grain-melamine',
  surfaceFinish: 'painted',
  specificFinish: 'satin-paint',
  dimensions: { width: '12', depth: '18', height: '72', compartments: '6' },
  features: ['Ventilation Slots', 'Number Plates'],
  upholstery: 'Padded bench seat',
};

describe('buildRequestDescription', () => {
  it('describes a dining table exactly', () => {
    expect(buildRequestDescription(diningTable)).toBe(
      [
        'Custom Table - rustic Style',
        '',
        'CONSTRUCTION & MATERIALS:',
        '- Construction Method: Solid Wood (Natural hardwood)',
        '- Specific Material: Walnut',
        '- Surface Treatment: Wood Finish',
        '- Finish Details: Oil Finish',
        '',
        'PROJECT DETAILS:',
        '- Special Features: Extendable, Live Edge',
        '- Dimensions: Length: 72 inches, Width: 36 inches, Height: 30 inches',
        '- Hardware: Blackened steel',
        '- Additional Notes: Seats eight',
        '- Preferred Timeline: 2-3 months',
      ].join('\n'),
    );
  });

  it('describes a locker exactly, with Compartment Width and Compartments', () => {
    expect(buildRequestDescription(locker)).toBe(
      [
        'Custom Locker - industrial Style',
        '',
        'CONSTRUCTION & MATERIALS:',
        '- Construction Method: MCP (Melamine-coated panel)',
        '- Specific Material: Wood Grain Melamine',
        '- Surface Treatment: Painted',
        '- Finish Details: Satin Paint',
        '',
        'PROJECT DETAILS:',
        '- Special Features: Ventilation Slots, Number Plates',
        '- Dimensions: Compartment Width: 12 inches, Depth: 18 inches, Height: 72 inches, Compartments: 6',
        '- Upholstery: Padded bench seat',
        '- Preferred Timeline: Flexible',
      ].join('\n'),
    );
  });

  it("says 'Not specified' for every material and finish choice not made", () => {
    expect(
      buildRequestDescription({ ...EMPTY_DRAFT, furnitureType: 'desk', style: 'modern' }),
    ).toBe(
      [
        'Custom Desk - modern Style',
        '',
        'CONSTRUCTION & MATERIALS:',
        '- Construction Method: Not specified',
        '- Specific Material: Not specified',
        '- Surface Treatment: Not specified',
        '- Finish Details: Not specified',
        '',
        'PROJECT DETAILS:',
        '- Preferred Timeline: Flexible',
      ].join('\n'),
    );
  });

  it("says 'Not specified' for the specific choices when only the groups are chosen", () => {
    const text = buildRequestDescription({
      ...EMPTY_DRAFT,
      furnitureType: 'cabinet',
      style: 'farmhouse',
      constructionMaterial: 'veneered',
      surfaceFinish: 'laminated',
    });
    expect(text).toContain('- Construction Method: Veneered (Wood veneer over a stable core)\n');
    expect(text).toContain('- Specific Material: Not specified\n');
    expect(text).toContain('- Surface Treatment: Laminated\n');
    expect(text).toContain('- Finish Details: Not specified\n');
  });

  it.each([
    ['asap', 'ASAP'],
    ['1-month', 'Within 1 month'],
    ['2-3-months', '2-3 months'],
    ['flexible', 'Flexible'],
    ['', 'Flexible'],
  ] as const)('timeline %j is written as %s', (timeline, label) => {
    const text = buildRequestDescription({ ...diningTable, timeline });
    expect(text.split('\n').at(-1)).toBe(`- Preferred Timeline: ${label}`);
  });

  it('keeps the Additional Notes on one line, as much as fits, marked where cut', () => {
    const lined = buildRequestDescription({ ...diningTable, notes: 'Seats eight.\n\nOak pegs.' });
    expect(lined).toContain('\n- Additional Notes: Seats eight. Oak pegs.\n');
    const notes = 'For a sunny alcove. '.repeat(90).trim();
    const cut = buildRequestDescription({ ...diningTable, notes });
    expect(cut).toHaveLength(DESCRIPTION_MAX_LENGTH);
    const line = cut.split('\n').find((entry) => entry.startsWith('- Additional Notes: '));
    expect(line).toMatch(/^- Additional Notes: For a sunny alcove\. For a sunny/);
    expect(line?.endsWith(NOTES_CUT_MARK)).toBe(true);
    // Cut at a word: what is kept is the notes' start, followed there by a space.
    const kept = (line ?? '').slice('- Additional Notes: '.length, -NOTES_CUT_MARK.length);
    expect(notes.startsWith(kept)).toBe(true);
    expect(notes.charAt(kept.length)).toBe(' ');
    expect(cut.split('\n').at(-1)).toBe('- Preferred Timeline: 2-3 months');
  });

  it('leaves out blank optional details and trims the others', () => {
    const text = buildRequestDescription({
      ...diningTable,
      features: [],
      dimensions: { length: '  ', width: '' },
      hardware: '   ',
      upholstery: '  Linen cushions  ',
      notes: '',
    });
    expect(text).not.toContain('Special Features');
    expect(text).not.toContain('Dimensions');
    expect(text).not.toContain('Hardware');
    expect(text).not.toContain('Additional Notes');
    expect(text).toContain('\n- Upholstery: Linen cushions\n');
  });

  it('names an untyped design Custom Furniture - Custom Style', () => {
    expect(buildRequestDescription(EMPTY_DRAFT).split('\n')[0]).toBe(
      'Custom Furniture - Custom Style',
    );
  });

  const text = fc.string({ maxLength: 40 });
  const draftArbitrary: fc.Arbitrary<WizardDraft> = fc.record({
    furnitureType: fc.constantFrom('' as const, ...WIZARD_FURNITURE_TYPES),
    style: fc.constantFrom('' as const, ...STYLES),
    constructionMaterial: fc.constantFrom('' as const, ...CONSTRUCTION_MATERIALS),
    specificMaterial: text,
    surfaceFinish: fc.constantFrom('' as const, ...SURFACE_FINISHES),
    specificFinish: text,
    dimensions: fc.record(
      { length: text, width: text, depth: text, height: text, compartments: text },
      { requiredKeys: [] },
    ),
    features: fc.array(text, { maxLength: 5 }),
    hardware: text,
    upholstery: text,
    notes: fc.string({ maxLength: 3000 }),
    fullName: text,
    email: text,
    phone: text,
    timeline: fc.constantFrom('' as const, ...WIZARD_TIMELINES),
    budgetRange: fc.constantFrom('' as const, ...BUDGET_RANGES),
  });

  it('always opens with the title line and holds both blocks in order', () => {
    fc.assert(
      fc.property(draftArbitrary, (draft) => {
        const lines = buildRequestDescription(draft).split('\n');
        const typeName =
          WIZARD_FURNITURE_TYPE_OPTIONS.find((option) => option.value === draft.furnitureType)
            ?.name ?? 'Furniture';
        expect(lines[0]).toBe(`Custom ${typeName} - ${draft.style || 'Custom'} Style`);
        expect(lines[1]).toBe('');
        expect(lines[2]).toBe('CONSTRUCTION & MATERIALS:');
        expect(lines[3]).toMatch(/^- Construction Method: /);
        expect(lines[4]).toMatch(/^- Specific Material: /);
        expect(lines[5]).toMatch(/^- Surface Treatment: /);
        expect(lines[6]).toMatch(/^- Finish Details: /);
        expect(lines.indexOf('PROJECT DETAILS:')).toBeGreaterThan(6);
      }),
    );
  });

  it('always ends with the Preferred Timeline line, Flexible when none is chosen', () => {
    fc.assert(
      fc.property(draftArbitrary, (draft) => {
        const expected =
          draft.timeline === '' ? 'Flexible' : WIZARD_TIMELINE_LABELS[draft.timeline];
        expect(buildRequestDescription(draft).endsWith(`\n- Preferred Timeline: ${expected}`)).toBe(
          true,
        );
      }),
    );
  });

  it('writes the project details as labelled lines in a fixed order', () => {
    const order = [
      'Special Features',
      'Dimensions',
      'Hardware',
      'Upholstery',
      'Additional Notes',
      'Preferred Timeline',
    ];
    fc.assert(
      fc.property(draftArbitrary, (draft) => {
        fc.pre(!JSON.stringify(draft).includes('undefined'));
        const description = buildRequestDescription(draft);
        expect(description).not.toContain('undefined');
        const lines = description.split('\n');
        const details = lines.slice(lines.indexOf('PROJECT DETAILS:') + 1);
        const labels = details.map((line) => /^- ([A-Za-z ]+): \S/.exec(line)?.[1]);
        expect(labels.every((label) => label !== undefined)).toBe(true);
        const positions = labels.map((label) => order.indexOf(label as string));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(labels.at(-1)).toBe('Preferred Timeline');
      }),
    );
  });
});

describe('request payload from the wizard', () => {
  it('carries the contact fields, the generated description, the budget and the notes in full', () => {
    const notes = 'For a sunny alcove. '.repeat(90).trim();
    expect(requestPayload({ ...diningTable, notes, budgetRange: '2500-5000' })).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      timeline: '2-3-months',
      furnitureType: 'table',
      description: buildRequestDescription({ ...diningTable, notes }),
      budgetRange: '2500-5000',
      notes,
    });
  });

  it('sends the budget and notes empty when none were given', () => {
    expect(requestPayload({ ...diningTable, notes: '' })).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      timeline: '2-3-months',
      furnitureType: 'table',
      description: buildRequestDescription({ ...diningTable, notes: '' }),
      budgetRange: '',
      notes: '',
    });
  });

  it('sends phone and timeline empty when none were given', () => {
    const payload = requestPayload({ ...locker, fullName: 'Bo', email: 'bo@example.com' });
    expect(payload.phone).toBe('');
    expect(payload.timeline).toBe('');
    expect(payload.description).toMatch(/^Custom Locker - industrial Style\n/);
  });
});

describe('customization payload', () => {
  it('sends every draft field as text, features JSON-encoded and completed false', () => {
    expect(customizationPayload('session_1_abcdefghi', diningTable)).toEqual({
      sessionId: 'session_1_abcdefghi',
      furnitureType: 'table',
      style: 'rustic',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      dimensions: '{"height":"30","width":"36","length":"72"}',
      hardware: 'Blackened steel',
      upholstery: '',
      notes: 'Seats eight',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      timeline: '2-3-months',
      features: '["Extendable","Live Edge"]',
      completed: 'false',
    });
  });

  it('encodes an empty draft with empty values', () => {
    const payload = customizationPayload('s', EMPTY_DRAFT);
    expect(payload.dimensions).toBe('{}');
    expect(payload.features).toBe('[]');
    expect(payload.furnitureType).toBe('');
  });
});
