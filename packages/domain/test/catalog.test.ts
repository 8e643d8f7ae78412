import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGES,
  BUDGET_RANGE_LABELS,
  CONSTRUCTION_MATERIALS,
  CONSTRUCTION_MATERIAL_OPTIONS,
  FEATURES_BY_TYPE,
  GENERIC_STYLES,
  REQUEST_FURNITURE_TYPES,
  REQUEST_FURNITURE_TYPE_LABELS,
  REQUEST_TIMELINES,
  REQUEST_TIMELINE_LABELS,
  SHEENS,
  SIZING_TIPS,
  STYLES,
  STYLE_OPTIONS,
  SURFACE_FINISHES,
  SURFACE_FINISH_OPTIONS,
  WIZARD_FURNITURE_TYPES,
  WIZARD_FURNITURE_TYPE_OPTIONS,
  WIZARD_TIMELINES,
  WIZARD_TIMELINE_LABELS,
  budgetLabel,
  dimensionFieldsFor,
  featuresFor,
  furnitureTypeLabel,
  isConstructionMaterial,
  isSurfaceFinish,
  isWizardFurnitureType,
  sizingTipsFor,
  stylesFor,
  timelineLabel,
  projectTimelineLabel,
  buildRequestDescription,
  EMPTY_DRAFT,
} from '../src';

describe('wizard furniture types', () => {
  it('are table, desk, cabinet, locker and storage', () => {
    expect(WIZARD_FURNITURE_TYPES).toEqual(['table', 'desk', 'cabinet', 'locker', 'storage']);
    expect(WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      'table',
      'desk',
      'cabinet',
      'locker',
      'storage',
    ]);
  });

  it('carry the spec examples', () => {
    const examples = Object.fromEntries(
      WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => [option.value, option.example]),
    );
    expect(examples).toEqual({
      table: 'Dining table',
      desk: 'Executive desk',
      cabinet: 'Kitchen cabinet',
      locker: 'Gym locker',
      storage: 'Bookshelf',
    });
  });

  it('each have a name and a description for their card', () => {
    for (const option of WIZARD_FURNITURE_TYPE_OPTIONS) {
      expect(option.name.trim()).not.toBe('');
      expect(option.description.trim()).not.toBe('');
    }
  });

  it('are recognised by isWizardFurnitureType, request-only types are not', () => {
    for (const type of WIZARD_FURNITURE_TYPES) expect(isWizardFurnitureType(type)).toBe(true);
    for (const type of ['bookshelf', 'bed', 'other', '', 'Table']) {
      expect(isWizardFurnitureType(type)).toBe(false);
    }
  });
});

describe('request form furniture types', () => {
  it('are table, cabinet, bookshelf, bed, desk, locker and other', () => {
    expect(REQUEST_FURNITURE_TYPES).toEqual([
      'table',
      'cabinet',
      'bookshelf',
      'bed',
      'desk',
      'locker',
      'other',
    ]);
    expect(Object.keys(REQUEST_FURNITURE_TYPE_LABELS).sort()).toEqual(
      [...REQUEST_FURNITURE_TYPES].sort(),
    );
  });

  it.each([
    ['table', 'Table'],
    ['storage', 'Storage'],
    ['bookshelf', 'Bookshelf'],
    ['bed', 'Bed'],
    ['other', 'Other'],
    ['sofa', 'Sofa'],
  ])('furnitureTypeLabel(%s) is %s', (value, label) => {
    expect(furnitureTypeLabel(value)).toBe(label);
  });
});

describe('styles', () => {
  it('generic list is modern, traditional, rustic, industrial, scandinavian, farmhouse', () => {
    const generic = ['modern', 'traditional', 'rustic', 'industrial', 'scandinavian', 'farmhouse'];
    expect(STYLES).toEqual(generic);
    expect(GENERIC_STYLES).toEqual(generic);
  });

  it.each([
    ['table', ['modern', 'traditional', 'rustic', 'industrial']],
    ['desk', ['modern', 'industrial', 'scandinavian']],
    ['cabinet', ['modern', 'traditional', 'industrial', 'farmhouse']],
    ['locker', ['modern', 'industrial']],
    ['storage', ['modern', 'traditional', 'rustic', 'industrial']],
  ])('%s offers %j', (type, styles) => {
    expect(stylesFor(type)).toEqual(styles);
  });

  it.each(['bed', 'bookshelf', 'other', '', 'toString', 'constructor'])(
    'any other type (%j) uses the generic list',
    (type) => {
      expect(stylesFor(type)).toEqual([
        'modern',
        'traditional',
        'rustic',
        'industrial',
        'scandinavian',
        'farmhouse',
      ]);
    },
  );

  it('each style has a name and a description', () => {
    for (const style of STYLES) {
      expect(STYLE_OPTIONS[style].value).toBe(style);
      expect(STYLE_OPTIONS[style].name.toLowerCase()).toBe(style);
      expect(STYLE_OPTIONS[style].description.trim()).not.toBe('');
    }
  });
});

describe('construction materials', () => {
  it('are solid-wood, mdf, mcp and veneered', () => {
    expect(CONSTRUCTION_MATERIALS).toEqual(['solid-wood', 'mdf', 'mcp', 'veneered']);
    expect(Object.keys(CONSTRUCTION_MATERIAL_OPTIONS)).toEqual([
      'solid-wood',
      'mdf',
      'mcp',
      'veneered',
    ]);
  });

  it.each([
    ['solid-wood', ['oak', 'walnut', 'maple', 'cherry', 'ash', 'pine']],
    ['mdf', ['standard-mdf', 'moisture-resistant-mdf']],
    ['mcp', ['white-melamine', 'wood-grain-melamine', 'color-melamine']],
    ['veneered', ['oak-veneer', 'walnut-veneer', 'maple-veneer', 'cherry-veneer']],
  ] as const)('%s offers %j', (material, options) => {
    expect(CONSTRUCTION_MATERIAL_OPTIONS[material].options.map((option) => option.value)).toEqual(
      options,
    );
  });

  it.each(CONSTRUCTION_MATERIALS)('%s has a name, subtitle, pros, cons and a note', (material) => {
    const option = CONSTRUCTION_MATERIAL_OPTIONS[material];
    expect(option.value).toBe(material);
    expect(option.name.trim()).not.toBe('');
    expect(option.subtitle.trim()).not.toBe('');
    expect(option.pros.length).toBeGreaterThan(0);
    expect(option.cons.length).toBeGreaterThan(0);
    for (const line of [...option.pros, ...option.cons]) expect(line.trim()).not.toBe('');
    expect(['joinery', 'uses']).toContain(option.note.kind);
    expect(option.note.text.trim()).not.toBe('');
    for (const specific of option.options) expect(specific.name.trim()).not.toBe('');
  });

  it('isConstructionMaterial accepts the four values only', () => {
    for (const material of CONSTRUCTION_MATERIALS)
      expect(isConstructionMaterial(material)).toBe(true);
    for (const value of ['wood', 'oak', '', 'MDF'])
      expect(isConstructionMaterial(value)).toBe(false);
  });
});

describe('surface finishes', () => {
  it('are painted, laminated and wood', () => {
    expect(SURFACE_FINISHES).toEqual(['painted', 'laminated', 'wood']);
    expect(Object.keys(SURFACE_FINISH_OPTIONS)).toEqual(['painted', 'laminated', 'wood']);
  });

  it.each([
    ['painted', ['matte-paint', 'satin-paint', 'semi-gloss-paint', 'high-gloss-paint']],
    ['laminated', ['solid-color-laminate', 'wood-grain-laminate', 'textured-laminate']],
    ['wood', ['varnish-oil', 'varnish-water', 'polyurethane', 'lacquer', 'shellac', 'oil-finish']],
  ] as const)('%s offers %j', (finish, options) => {
    expect(SURFACE_FINISH_OPTIONS[finish].options.map((option) => option.value)).toEqual(options);
  });

  it.each(SURFACE_FINISHES)('%s lists the sheens Matte, Satin, Semi-gloss, Gloss', (finish) => {
    expect(SURFACE_FINISH_OPTIONS[finish].value).toBe(finish);
    expect(SURFACE_FINISH_OPTIONS[finish].name.trim()).not.toBe('');
    expect(SURFACE_FINISH_OPTIONS[finish].sheens).toEqual([
      'Matte',
      'Satin',
      'Semi-gloss',
      'Gloss',
    ]);
  });

  it('SHEENS is Matte, Satin, Semi-gloss, Gloss', () => {
    expect(SHEENS).toEqual(['Matte', 'Satin', 'Semi-gloss', 'Gloss']);
  });

  it('isSurfaceFinish accepts the three groups only', () => {
    for (const finish of SURFACE_FINISHES) expect(isSurfaceFinish(finish)).toBe(true);
    for (const value of ['paint', 'lacquer', '', 'Wood'])
      expect(isSurfaceFinish(value)).toBe(false);
  });
});

describe('features', () => {
  it.each([
    ['table', ['extendable', 'storage drawers', 'glass top', 'metal legs', 'live edge']],
    ['desk', ['drawers', 'keyboard tray', 'cable management', 'hutch', 'l-shaped']],
    [
      'cabinet',
      [
        'soft-close doors',
        'adjustable shelves',
        'glass panels',
        'pull-out drawers',
        'crown molding',
      ],
    ],
    [
      'locker',
      [
        'ventilation slots',
        'master key system',
        'number plates',
        'coat hooks',
        'padlock compatible',
      ],
    ],
    [
      'storage',
      ['adjustable shelves', 'soft-close doors', 'glass panels', 'lighting', 'hidden compartments'],
    ],
  ])('%s offers %j', (type, features) => {
    expect(featuresFor(type).map((feature) => feature.toLowerCase())).toEqual(features);
  });

  it('covers every wizard type and nothing else', () => {
    expect(Object.keys(FEATURES_BY_TYPE).sort()).toEqual([...WIZARD_FURNITURE_TYPES].sort());
  });

  it.each(['bed', 'other', '', 'hasOwnProperty'])(
    'a type outside the wizard (%j) has none',
    (type) => {
      expect(featuresFor(type)).toEqual([]);
    },
  );
});

describe('dimension fields', () => {
  const keys = (type: string) => dimensionFieldsFor(type).map((field) => field.key);

  it('table: length, width, height', () => {
    expect(keys('table')).toEqual(['length', 'width', 'height']);
  });

  it.each(['cabinet', 'desk', 'storage', 'bed', 'other', '', 'valueOf'])(
    '%j: width, depth, height',
    (type) => {
      expect(keys(type)).toEqual(['width', 'depth', 'height']);
    },
  );

  it('locker: width per compartment, depth, height, compartments (count)', () => {
    const fields = dimensionFieldsFor('locker');
    expect(fields.map((field) => field.key)).toEqual(['width', 'depth', 'height', 'compartments']);
    const [width, , , compartments] = fields;
    expect(width?.label.toLowerCase()).toContain('per compartment');
    expect(width?.descriptionLabel).toBe('Compartment Width');
    expect(width?.unit).toBe('inches');
    expect(compartments?.descriptionLabel).toBe('Compartments');
    expect(compartments?.unit).toBe('count');
  });

  it('measures every length in inches', () => {
    for (const type of [...WIZARD_FURNITURE_TYPES, 'other']) {
      for (const field of dimensionFieldsFor(type)) {
        if (field.key === 'compartments') continue;
        expect(field.unit).toBe('inches');
        expect(field.label).toContain('(inches)');
      }
    }
  });
});

describe('sizing tips', () => {
  const tips = (type: string) => sizingTipsFor(type).join('\n');

  it('dining table height 28-30 inches and coffee table 16-18', () => {
    expect(tips('table')).toMatch(/dining table height: 28-30 inches/i);
    expect(tips('table')).toMatch(/coffee table height: 16-18/i);
  });

  it('kitchen base cabinet 24 deep by 34.5 high', () => {
    expect(tips('cabinet')).toMatch(/kitchen base cabinet: 24 inches deep by 34\.5 inches high/i);
  });

  it('locker width 12-15', () => {
    expect(tips('locker')).toMatch(/locker width: 12-15/i);
  });

  it('desk height 28-30', () => {
    expect(tips('desk')).toMatch(/desk height: 28-30/i);
  });

  it('exist for every wizard type and for no other', () => {
    expect(Object.keys(SIZING_TIPS).sort()).toEqual([...WIZARD_FURNITURE_TYPES].sort());
    for (const type of WIZARD_FURNITURE_TYPES)
      expect(sizingTipsFor(type).length).toBeGreaterThan(0);
    expect(sizingTipsFor('bed')).toEqual([]);
    expect(sizingTipsFor('toString')).toEqual([]);
  });
});

describe('timelines', () => {
  it('wizard: asap, 1-month, 2-3-months, flexible with their labels', () => {
    expect(WIZARD_TIMELINES).toEqual(['asap', '1-month', '2-3-months', 'flexible']);
    expect(WIZARD_TIMELINE_LABELS).toEqual({
      asap: 'ASAP',
      '1-month': 'Within 1 month',
      '2-3-months': '2-3 months',
      flexible: 'Flexible',
    });
  });

  it('request form: no-rush, 1-2-weeks, 1-month, 2-3-months, flexible', () => {
    expect(REQUEST_TIMELINES).toEqual([
      'no-rush',
      '1-2-weeks',
      '1-month',
      '2-3-months',
      'flexible',
    ]);
    expect(REQUEST_TIMELINE_LABELS['1-month']).toBe('Within 1 month');
    expect(Object.keys(REQUEST_TIMELINE_LABELS).sort()).toEqual([...REQUEST_TIMELINES].sort());
  });

  it.each([
    ['asap', 'ASAP'],
    ['1-month', 'Within 1 month'],
    ['2-3-months', '2-3 months'],
    ['flexible', 'Flexible'],
    ['no-rush', 'No rush'],
    ['1-2-weeks', '1-2 weeks'],
    ['next-year', 'next-year'],
    ['toString', 'toString'],
  ])('timelineLabel(%s) is %s', (value, label) => {
    expect(timelineLabel(value)).toBe(label);
  });
});

describe('budget ranges', () => {
  it('are under-500, 500-1000, 1000-2500, 2500-5000, over-5000', () => {
    expect(BUDGET_RANGES).toEqual(['under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000']);
  });

  it('are shown as Under $500, $500 - $1,000, $1,000 - $2,500, $2,500 - $5,000, Over $5,000', () => {
    expect(BUDGET_RANGE_LABELS).toEqual({
      'under-500': 'Under $500',
      '500-1000': '$500 - $1,000',
      '1000-2500': '$1,000 - $2,500',
      '2500-5000': '$2,500 - $5,000',
      'over-5000': 'Over $5,000',
    });
    expect(BUDGET_RANGES.map(budgetLabel)).toEqual([
      'Under $500',
      '$500 - $1,000',
      '$1,000 - $2,500',
      '$2,500 - $5,000',
      'Over $5,000',
    ]);
  });

  it('an unknown value is shown as it is', () => {
    expect(budgetLabel('10000-plus')).toBe('10000-plus');
    expect(budgetLabel('constructor')).toBe('constructor');
  });
});

describe("a project's timeline on its cards", () => {
  it('reads what the description says: no timeline given is Flexible, as there', () => {
    const description = buildRequestDescription({ ...EMPTY_DRAFT, furnitureType: 'table' });
    expect(description).toContain(`- Preferred Timeline: ${projectTimelineLabel(null)}`);
    expect(projectTimelineLabel(null)).toBe('Flexible');
    expect(projectTimelineLabel('')).toBe('Flexible');
  });

  it('names a chosen timeline by its label, from either list', () => {
    expect(projectTimelineLabel('2-3-months')).toBe('2-3 months');
    expect(projectTimelineLabel('1-2-weeks')).toBe('1-2 weeks');
  });
});
