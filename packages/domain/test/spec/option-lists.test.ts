import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  BUSINESS,
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  dimensionFieldsFor,
  featuresFor,
  REQUEST_FURNITURE_TYPES,
  REQUEST_TIMELINE_LABELS,
  REQUEST_TIMELINES,
  SERVICES,
  SIZING_TIPS,
  stylesFor,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
  WIZARD_FURNITURE_TYPE_OPTIONS,
  WIZARD_STEPS,
  WIZARD_TIMELINE_LABELS,
  WIZARD_TIMELINES,
} from '../../src';

/**
 * The spec suite, domain part: the option lists and fixed texts of the product spec
 * (sections 1, 2 and 3), as the domain catalog holds them for the browser and the server.
 * Each test names the spec line it holds; the screens are held in packages/web/e2e/spec.
 */

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
/** 'Storage Drawers' and 'storage drawers', 'L-Shaped' and 'L-shaped' are one feature. */
const words = (values: readonly string[]) => lower(values).map((value) => value.replace(/-/g, ' '));

describe('spec §1 What the product does', () => {
  it('"Services listed: custom furniture, furniture repair, wood refinishing, design consultation."', () => {
    expect(lower(SERVICES)).toEqual([
      'custom furniture',
      'furniture repair',
      'wood refinishing',
      'design consultation',
    ]);
  });

  it('"Business promise: a response within 24 hours; new requests get a quote within 3 business days."', () => {
    expect(BUSINESS.responsePromise).toMatch(/24 hours/);
    expect(BUSINESS.quotePromise).toMatch(/quote within 3 business days/);
  });

  it('"Contact section: phone, email and workshop address (Pennsylvania)"', () => {
    expect(BUSINESS.phone).toMatch(/\d{3}.*\d{4}/);
    expect(BUSINESS.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(BUSINESS.address.region).toBe('Pennsylvania');
  });
});

describe('spec §2 Furniture Customization Wizard: the steps', () => {
  it("\"Steps: 1. Furniture Type ('Choose what you'd like to create') ... 8. Contact Info ('Your contact information')\"", () => {
    const steps = WIZARD_STEPS.map(({ step, title, description }) => ({
      step,
      title,
      description,
    }));
    expect(steps.map((step) => step.title)).toEqual([
      'Furniture Type',
      'Inspiration Image',
      'Style & Design',
      'Materials',
      'Dimensions',
      'Features',
      'Review',
      'Contact Info',
    ]);
    // Step 3's description is not given by the spec.
    const described = steps.filter((step) => step.step !== 3).map((step) => step.description);
    expect(described).toEqual([
      "Choose what you'd like to create",
      'Upload example or inspiration',
      'Choose wood and finishes',
      'Specify size requirements',
      'Add special features',
      'Finalize your design',
      'Your contact information',
    ]);
  });

  it('"sizing tips per type (e.g. dining height 28-30 inches, coffee table 16-18, kitchen base cabinet 24 deep by 34.5 high, locker width 12-15, desk height 28-30)"', () => {
    const tips = (type: keyof typeof SIZING_TIPS) => SIZING_TIPS[type].join('\n');
    expect(tips('table')).toMatch(/dining.*height.*28-30 inches/i);
    expect(tips('table')).toMatch(/coffee table.*16-18/i);
    expect(tips('cabinet')).toMatch(/kitchen base cabinet.*24 inches deep.*34\.5 inches high/i);
    expect(tips('locker')).toMatch(/locker width.*12-15/i);
    expect(tips('desk')).toMatch(/desk height.*28-30/i);
  });
});

describe('spec §3 Option lists', () => {
  it('"Wizard furniture types: table, desk, cabinet, locker, storage (examples: Dining table, Executive desk, Kitchen cabinet, Gym locker, Bookshelf)."', () => {
    expect(WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      'table',
      'desk',
      'cabinet',
      'locker',
      'storage',
    ]);
    expect(WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => option.example)).toEqual([
      'Dining table',
      'Executive desk',
      'Kitchen cabinet',
      'Gym locker',
      'Bookshelf',
    ]);
    // "five cards, each with name and description"
    for (const option of WIZARD_FURNITURE_TYPE_OPTIONS) {
      expect(option.name.toLowerCase()).toBe(option.value);
      expect(option.description.length).toBeGreaterThan(0);
    }
  });

  it('"Request form furniture types: table, cabinet, bookshelf, bed, desk, locker, other."', () => {
    expect(REQUEST_FURNITURE_TYPES).toEqual([
      'table',
      'cabinet',
      'bookshelf',
      'bed',
      'desk',
      'locker',
      'other',
    ]);
  });

  it('"Styles: generic list = modern, traditional, rustic, industrial, scandinavian, farmhouse. table = modern, traditional, rustic, industrial. desk = modern, industrial, scandinavian. cabinet = modern, traditional, industrial, farmhouse. locker = modern, industrial. storage = modern, traditional, rustic, industrial. Any other type uses the generic list."', () => {
    const generic = ['modern', 'traditional', 'rustic', 'industrial', 'scandinavian', 'farmhouse'];
    expect(stylesFor('table')).toEqual(['modern', 'traditional', 'rustic', 'industrial']);
    expect(stylesFor('desk')).toEqual(['modern', 'industrial', 'scandinavian']);
    expect(stylesFor('cabinet')).toEqual(['modern', 'traditional', 'industrial', 'farmhouse']);
    expect(stylesFor('locker')).toEqual(['modern', 'industrial']);
    expect(stylesFor('storage')).toEqual(['modern', 'traditional', 'rustic', 'industrial']);
    expect(stylesFor('bed')).toEqual(generic);
    expect(stylesFor('anything else')).toEqual(generic);
  });

  it('"Construction materials and specific options: solid-wood (oak, walnut, maple, cherry, ash, pine); mdf (standard-mdf, moisture-resistant-mdf); mcp (white-melamine, wood-grain-melamine, color-melamine); veneered (oak-veneer, walnut-veneer, maple-veneer, cherry-veneer)."', () => {
    expect(CONSTRUCTION_MATERIALS).toEqual(['solid-wood', 'mdf', 'mcp', 'veneered']);
    const options = Object.fromEntries(
      CONSTRUCTION_MATERIALS.map((material) => [
        material,
        CONSTRUCTION_MATERIAL_OPTIONS[material].options.map((option) => option.value),
      ]),
    );
    expect(options).toEqual({
      'solid-wood': ['oak', 'walnut', 'maple', 'cherry', 'ash', 'pine'],
      mdf: ['standard-mdf', 'moisture-resistant-mdf'],
      mcp: ['white-melamine', 'wood-grain-melamine', 'color-melamine'],
      veneered: ['oak-veneer', 'walnut-veneer', 'maple-veneer', 'cherry-veneer'],
    });
  });

  it('"each material shows pros, cons and a joinery or uses note" (§2 step 4)', () => {
    for (const material of CONSTRUCTION_MATERIALS) {
      const option = CONSTRUCTION_MATERIAL_OPTIONS[material];
      expect(option.pros.length, material).toBeGreaterThan(0);
      expect(option.cons.length, material).toBeGreaterThan(0);
      expect(['joinery', 'uses']).toContain(option.note.kind);
      expect(option.note.text.length, material).toBeGreaterThan(0);
    }
  });

  it('"Surface finish groups: painted (matte-paint, satin-paint, semi-gloss-paint, high-gloss-paint); laminated (solid-color-laminate, wood-grain-laminate, textured-laminate); wood (varnish-oil, varnish-water, polyurethane, lacquer, shellac, oil-finish). Groups also list sheens (Matte, Satin, Semi-gloss, Gloss)."', () => {
    expect(SURFACE_FINISHES).toEqual(['painted', 'laminated', 'wood']);
    const options = Object.fromEntries(
      SURFACE_FINISHES.map((finish) => [
        finish,
        SURFACE_FINISH_OPTIONS[finish].options.map((option) => option.value),
      ]),
    );
    expect(options).toEqual({
      painted: ['matte-paint', 'satin-paint', 'semi-gloss-paint', 'high-gloss-paint'],
      laminated: ['solid-color-laminate', 'wood-grain-laminate', 'textured-laminate'],
      wood: ['varnish-oil', 'varnish-water', 'polyurethane', 'lacquer', 'shellac', 'oil-finish'],
    });
    for (const finish of SURFACE_FINISHES) {
      expect(SURFACE_FINISH_OPTIONS[finish].sheens).toEqual([
        'Matte',
        'Satin',
        'Semi-gloss',
        'Gloss',
      ]);
    }
  });

  it('"Features per type: table: extendable, storage drawers, glass top, metal legs, live edge. desk: drawers, keyboard tray, cable management, hutch, L-shaped. cabinet: soft-close doors, adjustable shelves, glass panels, pull-out drawers, crown molding. locker: ventilation slots, master key system, number plates, coat hooks, padlock compatible. storage: adjustable shelves, soft-close doors, glass panels, lighting, hidden compartments."', () => {
    expect(words(featuresFor('table'))).toEqual(
      words(['extendable', 'storage drawers', 'glass top', 'metal legs', 'live edge']),
    );
    expect(words(featuresFor('desk'))).toEqual(
      words(['drawers', 'keyboard tray', 'cable management', 'hutch', 'L-shaped']),
    );
    expect(words(featuresFor('cabinet'))).toEqual(
      words([
        'soft-close doors',
        'adjustable shelves',
        'glass panels',
        'pull-out drawers',
        'crown molding',
      ]),
    );
    expect(words(featuresFor('locker'))).toEqual(
      words([
        'ventilation slots',
        'master key system',
        'number plates',
        'coat hooks',
        'padlock compatible',
      ]),
    );
    expect(words(featuresFor('storage'))).toEqual(
      words([
        'adjustable shelves',
        'soft-close doors',
        'glass panels',
        'lighting',
        'hidden compartments',
      ]),
    );
  });

  it('"Dimension fields (inches): table: length, width, height. cabinet, desk, storage, default: width, depth, height. locker: width (per compartment), depth, height, compartments (count)."', () => {
    const keys = (type: string) => dimensionFieldsFor(type).map((field) => field.key);
    expect(keys('table')).toEqual(['length', 'width', 'height']);
    for (const type of ['cabinet', 'desk', 'storage', 'bed', 'something else']) {
      expect(keys(type), type).toEqual(['width', 'depth', 'height']);
    }
    expect(keys('locker')).toEqual(['width', 'depth', 'height', 'compartments']);
    const locker = dimensionFieldsFor('locker');
    expect(locker[0]?.label).toMatch(/per compartment/i);
    expect(locker[3]?.unit).toBe('count');
    for (const type of ['table', 'desk', 'cabinet', 'storage', 'locker']) {
      for (const field of dimensionFieldsFor(type).filter((f) => f.key !== 'compartments')) {
        expect(field.unit, `${type} ${field.key}`).toBe('inches');
      }
    }
  });

  it("\"Wizard timeline options: asap ('ASAP'), 1-month ('Within 1 month'), 2-3-months ('2-3 months'), flexible ('Flexible').\"", () => {
    expect(WIZARD_TIMELINES.map((value) => [value, WIZARD_TIMELINE_LABELS[value]])).toEqual([
      ['asap', 'ASAP'],
      ['1-month', 'Within 1 month'],
      ['2-3-months', '2-3 months'],
      ['flexible', 'Flexible'],
    ]);
  });

  it('"Request form timeline values: no-rush, 1-2-weeks, 1-month (Within 1 month), 2-3-months, flexible."', () => {
    expect(REQUEST_TIMELINES).toEqual([
      'no-rush',
      '1-2-weeks',
      '1-month',
      '2-3-months',
      'flexible',
    ]);
    expect(REQUEST_TIMELINE_LABELS['1-month']).toBe('Within 1 month');
  });

  it('"Budget range values: under-500, 500-1000, 1000-2500, 2500-5000, over-5000 (shown as Under $500, $500 - $1,000, $1,000 - $2,500, $2,500 - $5,000, Over $5,000)."', () => {
    expect(BUDGET_RANGES.map((value) => [value, BUDGET_RANGE_LABELS[value]])).toEqual([
      ['under-500', 'Under $500'],
      ['500-1000', '$500 - $1,000'],
      ['1000-2500', '$1,000 - $2,500'],
      ['2500-5000', '$2,500 - $5,000'],
      ['over-5000', 'Over $5,000'],
    ]);
  });
});
