import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPieceModel,
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  describePiece,
  EMPTY_DRAFT,
  extentOf,
  FEATURES_BY_TYPE,
  LEAF_COUNTS,
  pieceDesignFromSaved,
  pieceDesignOf,
  readSizes,
  stylesFor,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
  TABLE_BASES,
  WIZARD_FURNITURE_TYPES,
  type PartKind,
  type PieceDesign,
  type WizardFurnitureType,
} from '../src';

function design(
  furnitureType: WizardFurnitureType,
  changes: Partial<PieceDesign> = {},
): PieceDesign {
  return {
    furnitureType,
    style: '',
    constructionMaterial: '',
    specificMaterial: '',
    surfaceFinish: '',
    specificFinish: '',
    dimensions: {},
    features: [],
    ...changes,
  };
}

const kinds = (model: ReturnType<typeof buildPieceModel>) => model.parts.map((part) => part.kind);

/** Every feature with a visible form, and the part that shows it. */
const VISIBLE: Record<string, PartKind | 'glass-door' | 'glass-top' | 'metal-legs' | 'live-edge'> =
  {
    Extendable: 'leaf',
    'Storage Drawers': 'drawer',
    'Glass Top': 'glass-top',
    'Metal Legs': 'metal-legs',
    'Live Edge': 'live-edge',
    Drawers: 'pedestal',
    'Keyboard Tray': 'keyboard-tray',
    'Cable Management': 'grommet',
    Hutch: 'hutch',
    'L-Shaped': 'return',
    'Adjustable Shelves': 'shelf-pins',
    'Glass Panels': 'glass-door',
    'Pull-Out Drawers': 'drawer',
    'Crown Molding': 'crown',
    'Ventilation Slots': 'vent',
    'Master Key System': 'lock',
    'Number Plates': 'number-plate',
    'Coat Hooks': 'hook',
    'Padlock Compatible': 'hasp',
    Lighting: 'light',
    'Hidden Compartments': 'hidden-compartment',
  };

function shows(model: ReturnType<typeof buildPieceModel>, form: string): boolean {
  switch (form) {
    case 'glass-door':
      return model.parts.some((part) => part.kind === 'door' && part.surface === 'glass');
    case 'glass-top':
      return model.parts.some((part) => part.kind === 'top' && part.surface === 'glass');
    case 'metal-legs':
      return model.parts.some((part) => part.kind === 'leg' && part.material === 'steel');
    case 'live-edge':
      return model.parts.some((part) => part.kind === 'top' && part.liveEdge === true);
    default:
      return model.parts.some((part) => part.kind === form);
  }
}

describe('the parts model', () => {
  it.each(WIZARD_FURNITURE_TYPES)('draws a %s from its type alone, at its typical size', (type) => {
    const model = buildPieceModel(design(type));
    expect(model.parts.length).toBeGreaterThan(4);
    expect(model.size.every((entry) => entry.typical)).toBe(true);
    expect(model.measures.every((measure) => measure.typical)).toBe(true);
  });

  it('draws a table to the sizes typed: length across, width deep, height up', () => {
    const model = buildPieceModel(
      design('table', { dimensions: { length: '84', width: '40', height: '30' } }),
    );
    const extent = extentOf(model.parts);
    expect(extent.x).toEqual([0, 84]);
    expect(extent.z).toEqual([0, 40]);
    expect(extent.y).toEqual([0, 30]);
    expect(model.views).toEqual(['front', 'plan']);
    expect(model.measures).toEqual([
      { key: 'length', view: 'front', axis: 'x', from: 0, to: 84, value: 84, typical: false },
      { key: 'height', view: 'front', axis: 'y', from: 0, to: 30, value: 30, typical: false },
      { key: 'width', view: 'plan', axis: 'z', from: 0, to: 40, value: 40, typical: false },
    ]);
    expect(kinds(model).filter((kind) => kind === 'leg')).toHaveLength(4);
  });

  it('draws a bank of lockers compartment by compartment', () => {
    const model = buildPieceModel(
      design('locker', { dimensions: { width: '15', compartments: '3', height: '60' } }),
    );
    expect(extentOf(model.parts).x).toEqual([0, 45]);
    expect(kinds(model).filter((kind) => kind === 'door')).toHaveLength(3);
    expect(kinds(model).filter((kind) => kind === 'divider')).toHaveLength(2);
    expect(model.measures[0]).toMatchObject({ key: 'width', to: 15, typical: false });
    expect(model.views).toEqual(['front', 'side']);
  });

  it.each(WIZARD_FURNITURE_TYPES)('draws every visible feature of a %s', (type) => {
    for (const feature of FEATURES_BY_TYPE[type]) {
      const form = VISIBLE[feature];
      const without = buildPieceModel(design(type));
      const withIt = buildPieceModel(design(type, { features: [feature] }));
      if (!form) {
        // Soft-close hinges have no form of their own: the drawing is the same.
        expect(feature).toBe('Soft-Close Doors');
        continue;
      }
      expect(shows(withIt, form), `${type} with ${feature}`).toBe(true);
      if (form !== 'drawer') expect(shows(without, form), `${type} without ${feature}`).toBe(false);
    }
  });

  it('numbers the plates of a locker and hides what is behind solid doors', () => {
    const model = buildPieceModel(design('locker', { features: ['Number Plates', 'Coat Hooks'] }));
    const plates = model.parts.filter((part) => part.kind === 'number-plate');
    expect(plates.map((part) => part.text)).toEqual(['1', '2', '3', '4']);
    expect(model.parts.filter((part) => part.kind === 'hook').every((part) => part.enclosed)).toBe(
      true,
    );
  });

  it('shows the shelves of a glass-door cabinet and hides those behind solid doors', () => {
    const solid = buildPieceModel(design('cabinet', { dimensions: { height: '84' } }));
    const glass = buildPieceModel(
      design('cabinet', { dimensions: { height: '84' }, features: ['Glass Panels'] }),
    );
    const shelves = (model: typeof solid) => model.parts.filter((part) => part.kind === 'shelf');
    expect(shelves(solid).length).toBeGreaterThan(1);
    expect(shelves(solid).every((part) => part.enclosed)).toBe(true);
    expect(shelves(glass).every((part) => !part.enclosed)).toBe(true);
  });

  it('gives a short wall cabinet no toe kick, a single door when narrow and a pair when wide', () => {
    const wall = buildPieceModel(design('cabinet', { dimensions: { height: '18', width: '15' } }));
    expect(kinds(wall)).not.toContain('plinth');
    expect(kinds(wall).filter((kind) => kind === 'door')).toHaveLength(1);
    const base = buildPieceModel(design('cabinet', { dimensions: { width: '36' } }));
    expect(kinds(base)).toContain('plinth');
    expect(base.parts.filter((part) => part.kind === 'door').map((part) => part.name)).toEqual([
      'Left door',
      'Right door',
    ]);
  });

  it('gives a storage unit a cupboard with doors and glass doors above it', () => {
    const model = buildPieceModel(
      design('storage', { features: ['Soft-Close Doors', 'Glass Panels'] }),
    );
    const doors = model.parts.filter((part) => part.kind === 'door');
    expect(doors.filter((part) => part.surface === 'glass')).toHaveLength(2);
    expect(doors.filter((part) => part.surface === 'body')).toHaveLength(2);
  });

  it('paints every body part in the chosen material and finish, hardware in its own', () => {
    const model = buildPieceModel(
      design('desk', {
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
        style: 'industrial',
        features: ['Cable Management'],
      }),
    );
    for (const part of model.parts) {
      if (part.surface === 'body')
        expect(part).toMatchObject({ material: 'walnut', finish: 'oil-finish' });
    }
    expect(model.parts.find((part) => part.kind === 'leg')?.material).toBe('steel');
    expect(model.parts.find((part) => part.kind === 'cable-tray')?.material).toBe('steel');
  });

  it('keeps every part a real box inside the piece, whatever the design', () => {
    const arbitraryDesign = fc.constantFrom(...WIZARD_FURNITURE_TYPES).chain((type) =>
      fc.record({
        furnitureType: fc.constant(type),
        style: fc.constantFrom('' as const, ...stylesFor(type)),
        features: fc.subarray([...FEATURES_BY_TYPE[type]]),
        dimensions: fc.record(
          {
            length: fc.integer({ min: 1, max: 200 }).map(String),
            width: fc.integer({ min: 1, max: 100 }).map(String),
            depth: fc.integer({ min: 1, max: 50 }).map(String),
            height: fc.integer({ min: 1, max: 100 }).map(String),
            compartments: fc.integer({ min: 0, max: 14 }).map(String),
          },
          { requiredKeys: [] },
        ),
        // Another type carries none: the builders never read them there.
        ...(type === 'table'
          ? {
              base: fc.constantFrom(...TABLE_BASES),
              leafCount: fc.constantFrom(...LEAF_COUNTS),
              leafLength: fc.integer({ min: 6, max: 36 }),
            }
          : {}),
      }),
    );
    fc.assert(
      fc.property(arbitraryDesign, (choices) => {
        const model = buildPieceModel(design(choices.furnitureType, choices));
        for (const part of model.parts) {
          for (const value of [part.x, part.y, part.z, part.width, part.height, part.depth]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(part.width, part.name).toBeGreaterThan(0);
          expect(part.height, part.name).toBeGreaterThan(0);
          expect(part.depth, part.name).toBeGreaterThan(0);
          expect(part.y, part.name).toBeGreaterThanOrEqual(0);
        }
        for (const measure of model.measures) expect(measure.to).toBeGreaterThan(measure.from);
      }),
    );
  });
  it('gives a storage unit too low for a row of shelf pins none (found by the property above)', () => {
    const model = buildPieceModel(
      design('storage', {
        features: ['Adjustable Shelves', 'Soft-Close Doors'],
        dimensions: { height: '12' },
      }),
    );
    for (const part of model.parts) expect(part.height, part.name).toBeGreaterThan(0);
    expect(model.parts.some((part) => part.name.endsWith('shelf pins'))).toBe(false);
  });
});

describe('the piece in words', () => {
  it('names the material, each size (typical ones marked), the finish and the features', () => {
    const model = buildPieceModel(
      design('table', {
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
        dimensions: { length: '84', width: '40' },
        features: ['Extendable', 'Live Edge'],
      }),
    );
    expect(describePiece(model)).toBe(
      'Preview of your walnut table, 84 inches long, 40 inches wide and 29 inches high (typical), in oil finish, with an extension leaf of 18 inches and a live edge.',
    );
  });

  it('reads a bare type, and a locker by its compartments', () => {
    expect(describePiece(buildPieceModel(design('storage')))).toBe(
      'Preview of your storage unit, 36 inches wide (typical), 12 inches deep (typical) and 72 inches high (typical).',
    );
    expect(
      describePiece(
        buildPieceModel(
          design('locker', {
            constructionMaterial: 'mcp',
            surfaceFinish: 'laminated',
            dimensions: { width: '12', depth: '18', height: '72', compartments: '4' },
            features: ['Coat Hooks'],
          }),
        ),
      ),
    ).toBe(
      'Preview of your MCP locker, 4 compartments, each 12 inches wide, 18 inches deep and 72 inches high, in laminated, with coat hooks.',
    );
  });
});

describe('the design of a wizard draft or a saved draft', () => {
  it('has none before a type is chosen', () => {
    expect(pieceDesignOf(EMPTY_DRAFT)).toBeNull();
    expect(pieceDesignOf({ ...EMPTY_DRAFT, furnitureType: 'desk' })?.furnitureType).toBe('desk');
  });

  it('reads a saved draft against the catalog', () => {
    expect(
      pieceDesignFromSaved({
        furnitureType: 'cabinet',
        style: 'farmhouse',
        constructionMaterial: 'veneered',
        specificMaterial: 'cherry-veneer',
        surfaceFinish: 'painted',
        specificFinish: 'satin-paint',
        dimensions: '{"width":"36","height":34.5,"depth":"  "}',
        features: ['Crown Molding', 'Live Edge'],
      }),
    ).toEqual({
      furnitureType: 'cabinet',
      style: 'farmhouse',
      constructionMaterial: 'veneered',
      specificMaterial: 'cherry-veneer',
      surfaceFinish: 'painted',
      specificFinish: 'satin-paint',
      dimensions: { width: '36', height: '34.5', depth: '  ' },
      features: ['Crown Molding'],
    });
  });

  it('reads what it does not know as not chosen, and a type outside the wizard as nothing', () => {
    expect(
      pieceDesignFromSaved({
        furnitureType: 'desk',
        style: 'baroque',
        constructionMaterial: 'granite',
        specificMaterial: 'oak',
        surfaceFinish: 'wood',
        specificFinish: 'satin-paint',
        dimensions: 'not json',
        features: [],
      }),
    ).toMatchObject({
      style: '',
      constructionMaterial: '',
      specificMaterial: '',
      surfaceFinish: 'wood',
      specificFinish: '',
      dimensions: {},
    });
    expect(
      pieceDesignFromSaved({
        furnitureType: 'bed',
        style: null,
        constructionMaterial: null,
        specificMaterial: null,
        surfaceFinish: null,
        specificFinish: null,
        dimensions: null,
        features: [],
      }),
    ).toBeNull();
  });

  it.each([
    ['{}', {}],
    ['{"width":"30","x":"y"}', { width: '30' }],
    ['{"width":null}', null],
    ['[]', null],
    ['null', null],
  ])('reads sizes from %s', (json, sizes) => {
    expect(readSizes(json)).toEqual(sizes);
  });

  it('covers every material and finish of the catalog in the words', () => {
    for (const construction of CONSTRUCTION_MATERIALS) {
      for (const option of CONSTRUCTION_MATERIAL_OPTIONS[construction].options) {
        for (const finish of SURFACE_FINISHES) {
          const specificFinish = SURFACE_FINISH_OPTIONS[finish].options[0]!.value;
          const text = describePiece(
            buildPieceModel(
              design('cabinet', {
                constructionMaterial: construction,
                specificMaterial: option.value,
                surfaceFinish: finish,
                specificFinish,
              }),
            ),
          );
          expect(text.toLowerCase()).toContain(option.name.toLowerCase());
        }
      }
    }
  });
});
