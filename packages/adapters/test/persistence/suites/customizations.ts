import type { CustomizationFields, Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';
import { itInSql } from './in-sql';

const SESSION = 'session_1740819600000_abc123xyz';

const draft = (overrides: Partial<CustomizationFields> = {}): CustomizationFields => ({
  furnitureType: 'table',
  style: null,
  material: null,
  specificMaterial: null,
  finish: null,
  specificFinish: null,
  dimensions: null,
  features: [],
  hardware: null,
  upholstery: null,
  notes: null,
  fullName: null,
  email: null,
  phone: null,
  timeline: null,
  imagePath: null,
  imageOriginalName: null,
  completed: false,
  ...overrides,
});

export function customizationRepositoryTests(repos: () => Transaction, db?: () => Knex): void {
  describe('CustomizationRepository', () => {
    it('creates a draft on the first save of a session', async () => {
      const saved = await repos().customizations.upsert(
        SESSION,
        draft({ style: 'modern', features: ['extendable', 'live edge'] }),
        T0,
      );
      expect(saved).toEqual({
        id: expect.any(Number),
        sessionId: SESSION,
        userId: null,
        requestId: null,
        furnitureType: 'table',
        style: 'modern',
        material: null,
        specificMaterial: null,
        finish: null,
        specificFinish: null,
        dimensions: null,
        features: ['extendable', 'live edge'],
        base: null,
        leafCount: null,
        leafLength: null,
        hardware: null,
        upholstery: null,
        notes: null,
        fullName: null,
        email: null,
        phone: null,
        timeline: null,
        imagePath: null,
        imageOriginalName: null,
        estimatedPrice: null,
        completed: false,
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await repos().customizations.findBySessionId(SESSION)).toEqual(saved);
      expect(await repos().customizations.findBySessionId('session_0_unknown00')).toBeNull();
    });

    it('keeps a table’s base and leaves, and a save that does not say them clears them', async () => {
      const options = { base: 'trestle', leafCount: 2, leafLength: 15.5 } as const;
      expect(await repos().customizations.upsert(SESSION, draft(options), T0)).toMatchObject(
        options,
      );
      expect(await repos().customizations.findBySessionId(SESSION)).toMatchObject(options);
      expect(await repos().customizations.upsert(SESSION, draft(), at(1))).toMatchObject({
        base: null,
        leafCount: null,
        leafLength: null,
      });
    });

    itInSql(
      db,
      'replaces the fields on a later save, keeping the row and its creation time',
      async (db) => {
        const first = await repos().customizations.upsert(
          SESSION,
          draft({ style: 'modern', features: ['extendable'] }),
          T0,
        );
        const second = await repos().customizations.upsert(
          SESSION,
          draft({
            style: 'rustic',
            material: 'solid-wood',
            specificMaterial: 'oak',
            finish: 'wood',
            specificFinish: 'oil-finish',
            dimensions: '{"length":"72","width":"36","height":"30"}',
            features: [],
            hardware: 'brass',
            upholstery: 'none',
            notes: 'Round corners',
            fullName: 'Ada Lovelace',
            email: 'ada@example.com',
            phone: '555-0100',
            timeline: 'asap',
          }),
          at(5),
        );
        expect(second).toMatchObject({
          id: first.id,
          style: 'rustic',
          material: 'solid-wood',
          specificMaterial: 'oak',
          finish: 'wood',
          specificFinish: 'oil-finish',
          dimensions: '{"length":"72","width":"36","height":"30"}',
          features: [],
          hardware: 'brass',
          upholstery: 'none',
          notes: 'Round corners',
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '555-0100',
          timeline: 'asap',
          createdAt: T0,
          updatedAt: at(5),
        });
        expect(await db()('furniture_customizations').count({ n: '*' })).toEqual([{ n: '1' }]);
      },
    );

    it('keeps the stored image when a save carries none, and replaces it when one does', async () => {
      await repos().customizations.upsert(
        SESSION,
        draft({ imagePath: 'first.png', imageOriginalName: 'sketch.png' }),
        T0,
      );
      const kept = await repos().customizations.upsert(SESSION, draft({ style: 'modern' }), at(1));
      expect(kept).toMatchObject({
        style: 'modern',
        imagePath: 'first.png',
        imageOriginalName: 'sketch.png',
      });
      const replaced = await repos().customizations.upsert(
        SESSION,
        draft({ imagePath: 'second.jpg', imageOriginalName: 'photo.jpg' }),
        at(2),
      );
      expect(replaced).toMatchObject({ imagePath: 'second.jpg', imageOriginalName: 'photo.jpg' });
    });

    it('links a draft to the account and project it became', async () => {
      const { customer, request } = await seedRequest(repos());
      await repos().customizations.upsert(SESSION, draft(), T0);
      await repos().customizations.link(
        SESSION,
        { userId: customer.id, requestId: request.id },
        at(3),
      );
      expect(await repos().customizations.findBySessionId(SESSION)).toMatchObject({
        userId: customer.id,
        requestId: request.id,
        completed: true,
        updatedAt: at(3),
      });
      // The design outlives the project it was linked to.
      await repos().requests.delete(request.id);
      expect(await repos().customizations.findBySessionId(SESSION)).toMatchObject({
        requestId: null,
        userId: customer.id,
      });
    });

    it('ignores a link for an unknown session', async () => {
      const { customer, request } = await seedRequest(repos());
      await expect(
        repos().customizations.link(
          'session_0_unknown00',
          { userId: customer.id, requestId: request.id },
          T0,
        ),
      ).resolves.toBeUndefined();
    });
  });
}
