import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_LIST,
  estimatePrice,
  formatPriceRange,
  pieceDesignFromSaved,
} from '@workshop/domain';
import { type StoredImage } from '../src';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { NOBODY, createWorld, expectError, expectOk, type World } from './world';

const SESSION = 'session_1740819600000_a1b2c3d4e';

/** The multipart fields the wizard sends on steps 1-7, all as text. */
const draft = (overrides: Record<string, unknown> = {}) => ({
  sessionId: SESSION,
  furnitureType: 'table',
  style: 'modern',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'lacquer',
  dimensions: '{"length":"72","width":"36","height":"30"}',
  hardware: '',
  upholstery: '',
  notes: 'Rounded corners please',
  fullName: '',
  email: '',
  phone: '',
  timeline: '',
  features: '["extendable","live edge"]',
  completed: 'false',
  ...overrides,
});

function save(world: World, fields: unknown, image: StoredImage | null = null) {
  return new SaveCustomization(world.deps).execute({ fields, image });
}

describe('SaveCustomization', () => {
  it('creates the draft of a session, with the wizard fields mapped and blanks as null', async () => {
    const world = createWorld();
    const saved = expectOk(await save(world, draft(), { path: 'a.png', originalName: 'idea.png' }));

    expect(world.store.tables.customizations).toEqual([saved]);
    expect(saved).toMatchObject({
      sessionId: SESSION,
      userId: null,
      requestId: null,
      furnitureType: 'table',
      style: 'modern',
      material: 'solid-wood',
      specificMaterial: 'walnut',
      finish: 'wood',
      specificFinish: 'lacquer',
      dimensions: '{"length":"72","width":"36","height":"30"}',
      features: ['extendable', 'live edge'],
      hardware: null,
      upholstery: null,
      notes: 'Rounded corners please',
      fullName: null,
      email: null,
      timeline: null,
      imagePath: 'a.png',
      imageOriginalName: 'idea.png',
      completed: false,
    });
    expect(world.events()).toEqual([]);
    expect(world.files.removed).toEqual([]);
  });

  it('replaces the fields on the next save of the same session and keeps the earlier image', async () => {
    const world = createWorld();
    const first = expectOk(await save(world, draft(), { path: 'a.png', originalName: 'idea.png' }));
    world.clock.advance(30_000);

    const second = expectOk(
      await save(world, draft({ style: 'rustic', specificMaterial: '', features: '[]' })),
    );

    expect(world.store.tables.customizations).toHaveLength(1);
    expect(second).toMatchObject({
      id: first.id,
      style: 'rustic',
      specificMaterial: null,
      features: [],
      imagePath: 'a.png',
      imageOriginalName: 'idea.png',
      createdAt: first.createdAt,
      updatedAt: world.clock.now(),
    });
    expect(world.files.removed).toEqual([]);
  });

  it('replaces the image when a new one comes, and removes the old file', async () => {
    const world = createWorld();
    expectOk(await save(world, draft(), { path: 'a.png', originalName: 'idea.png' }));
    const saved = expectOk(
      await save(world, draft(), { path: 'b.jpg', originalName: 'better.jpg' }),
    );
    expect(saved).toMatchObject({ imagePath: 'b.jpg', imageOriginalName: 'better.jpg' });
    expect(world.files.removed).toEqual(['a.png']);
  });

  it('keeps the indicative price of the design, worked out from the price list', async () => {
    const world = createWorld();
    const saved = expectOk(
      await save(world, draft({ features: '["Extendable","Live Edge"]', estimatedPrice: '$1' })),
    );
    const design = pieceDesignFromSaved({
      furnitureType: 'table',
      style: 'modern',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'lacquer',
      dimensions: '{"length":"72","width":"36","height":"30"}',
      features: ['Extendable', 'Live Edge'],
    });
    expect(saved.estimatedPrice).toBe(formatPriceRange(estimatePrice(design!, DEFAULT_PRICE_LIST)));
    expect(saved.estimatedPrice).toMatch(/^\$[\d,]+ – \$[\d,]+$/);

    // Dearer wood, dearer estimate; a type outside the wizard has none.
    const pine = expectOk(await save(world, draft({ specificMaterial: 'pine' })));
    expect(pine.estimatedPrice).not.toBe(saved.estimatedPrice);
    const bed = expectOk(
      await save(world, draft({ sessionId: 'session_3_bbbbbbbbb', furnitureType: 'bed' })),
    );
    expect(bed.estimatedPrice).toBeNull();
  });

  it('keeps a size outside the rules, or in words, as typed (sizes are free text)', async () => {
    const world = createWorld();
    expectOk(await save(world, draft({ dimensions: '{"length":"840","width":"six feet"}' })));
    expect(world.store.tables.customizations.map((row) => row.dimensions)).toEqual([
      '{"length":"840","width":"six feet"}',
    ]);
  });

  it('keeps separate drafts for separate sessions', async () => {
    const world = createWorld();
    expectOk(await save(world, draft()));
    expectOk(await save(world, draft({ sessionId: 'session_2_zzzzzzzzz', furnitureType: 'desk' })));
    expect(
      world.store.tables.customizations.map((row) => [row.sessionId, row.furnitureType]),
    ).toEqual([
      [SESSION, 'table'],
      ['session_2_zzzzzzzzz', 'desk'],
    ]);
  });

  it.each([
    ['no session id', { sessionId: '' }, 'Session ID is required'],
    ['an absent session id', { sessionId: undefined }, 'Session ID is required'],
    ['no furniture type', { furnitureType: '' }, 'Furniture type is required'],
    ['features that are not a list', { features: '{"a":1}' }, 'Features must be a list of text'],
  ])(
    'refuses %s, removes the uploaded image and stores nothing',
    async (_case, overrides, message) => {
      const world = createWorld();
      const before = world.tables();
      expectError(
        await save(world, draft(overrides), { path: 'c.gif', originalName: 'c.gif' }),
        'validation',
        message,
      );
      expect(world.tables()).toEqual(before);
      expect(world.files.removed).toEqual(['c.gif']);
    },
  );

  it('refuses to change a draft that has already been submitted as a project', async () => {
    const world = createWorld();
    expectOk(await save(world, draft(), { path: 'a.png', originalName: 'idea.png' }));
    expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: { fullName: 'Ada', email: 'ada@example.com' },
        image: null,
        sessionId: SESSION,
      }),
    );
    const before = world.tables();

    const error = expectError(
      await save(world, draft({ style: 'rustic' }), { path: 'late.png', originalName: 'late.png' }),
      'conflict',
      'This design has already been submitted.',
    );

    expect(error).toMatchObject({ rule: 'draft-submitted' });
    expect(world.tables()).toEqual(before);
    expect(world.files.removed).toEqual(['late.png']);
  });

  it('stores nothing and removes the upload when the store fails mid-way', async () => {
    const world = createWorld();
    const failing = {
      ...world.deps,
      uow: {
        run: () => Promise.reject(new Error('connection lost')),
        read: () => Promise.reject(new Error('connection lost')),
      },
    };
    await expect(
      new SaveCustomization(failing).execute({
        fields: draft(),
        image: { path: 'd.png', originalName: 'd.png' },
      }),
    ).rejects.toThrow('connection lost');
    expect(world.store.tables.customizations).toEqual([]);
    expect(world.files.removed).toEqual(['d.png']);
  });
});
