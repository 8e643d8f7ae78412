import type { NewQuoteVersion, QuoteAcceptance, Transaction } from '@workshop/application';
import type { QuotedDesign } from '@workshop/domain';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';
import { itInSql } from './in-sql';

/** The design version 2 prices. */
const PRICED: QuotedDesign = {
  furnitureType: 'table',
  style: 'modern',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: '',
  specificFinish: '',
  dimensions: { length: '84', width: '40' },
  features: ['Extendable'],
  hardware: 'Brass',
  notes: 'Two leaves',
};

// Version 2 carries a firm price with a deposit and a design; version 1 is text only.
const version = (requestId: number, n: number): NewQuoteVersion => ({
  requestId,
  version: n,
  amount: `$${n},000`,
  priceCents: n === 2 ? 200_000 : null,
  depositPercent: n === 2 ? 50 : null,
  notes: n === 1 ? 'Walnut' : null,
  quotedBy: 'Sam',
  quotedAt: at(n),
  validUntil: '2025-03-31',
  design: n === 2 ? PRICED : null,
  lines: null,
  salesTax: null,
  taxExemptReason: null,
});

export function quoteRepositoryTests(repos: () => Transaction, db?: () => Knex): void {
  describe('QuoteRepository', () => {
    it('keeps every version, oldest first, and the newest as current; the day stays the day', async () => {
      const { request } = await seedRequest(repos());
      expect(await repos().quotes.current(request.id)).toBeNull();
      await repos().quotes.add(version(request.id, 1));
      await repos().quotes.add(version(request.id, 2));
      const listed = await repos().quotes.listByRequest(request.id);
      expect(
        listed.map((q) => [q.version, q.amount, q.validUntil, q.priceCents, q.depositPercent]),
      ).toEqual([
        [1, '$1,000', '2025-03-31', null, null],
        [2, '$2,000', '2025-03-31', 200_000, 50],
      ]);
      expect(listed[0]).toEqual({
        ...version(request.id, 1),
        viewedAt: null,
        changesRequestedAt: null,
        changesRequest: null,
        declinedAt: null,
        declineReason: null,
      });
      expect(await repos().quotes.current(request.id)).toMatchObject({
        version: 2,
        design: PRICED,
      });
      await expect(repos().quotes.add(version(request.id, 2))).rejects.toThrow();
    });

    it('reads the accepted version’s firm price of several projects at once', async () => {
      const { request: priced } = await seedRequest(repos());
      const { request: text } = await seedRequest(repos(), 'bo@example.com');
      const { request: open } = await seedRequest(repos(), 'cy@example.com');
      for (const id of [priced.id, text.id, open.id]) {
        await repos().quotes.add(version(id, 1));
        await repos().quotes.add(version(id, 2));
      }
      const accept = (requestId: number, n: number) =>
        repos().quotes.accept({
          requestId,
          version: n,
          amount: `$${n},000`,
          method: 'click',
          signatureName: 'Ada Lovelace',
          acceptedAt: T0,
          ipAddress: null,
          userAgent: null,
          terms: 'The terms.',
          chosenLines: [],
          priceCents: null,
        });
      await accept(priced.id, 2);
      await accept(text.id, 1);
      const prices = await repos().quotes.acceptedPrices([priced.id, text.id, open.id]);
      expect([...prices.entries()].sort(([a], [b]) => a - b)).toEqual([
        [priced.id, 200_000],
        [text.id, null],
      ]);
      expect((await repos().quotes.acceptedPrices([])).size).toBe(0);
    });

    it('finds one version of a project by its number, and no other project’s', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      await repos().quotes.add(version(request.id, 1));
      await repos().quotes.add(version(request.id, 2));
      expect(await repos().quotes.findVersion(request.id, 1)).toEqual({
        ...version(request.id, 1),
        viewedAt: null,
        changesRequestedAt: null,
        changesRequest: null,
        declinedAt: null,
        declineReason: null,
      });
      expect((await repos().quotes.findVersion(request.id, 2))?.amount).toBe('$2,000');
      expect(await repos().quotes.findVersion(request.id, 3)).toBeNull();
      expect(await repos().quotes.findVersion(other.request.id, 1)).toBeNull();
    });

    it('records the first view only, changes asked with their words and a decline with its reason', async () => {
      const { request } = await seedRequest(repos());
      await repos().quotes.add(version(request.id, 1));
      expect(await repos().quotes.markViewed(request.id, 1, at(5))).toBe(true);
      expect(await repos().quotes.markViewed(request.id, 1, at(6))).toBe(false);
      await repos().quotes.markChangesRequested(request.id, 1, 'Shorter legs, please', at(7));
      await repos().quotes.markDeclined(request.id, 1, 'Over budget', at(8));
      expect(await repos().quotes.current(request.id)).toMatchObject({
        viewedAt: at(5),
        changesRequestedAt: at(7),
        changesRequest: 'Shorter legs, please',
        declinedAt: at(8),
        declineReason: 'Over budget',
      });
    });

    itInSql(
      db,
      'writes an acceptance once, refuses any change to it, and deletes it with the project',
      async (db) => {
        const { request } = await seedRequest(repos());
        await repos().quotes.add(version(request.id, 1));
        const acceptance: QuoteAcceptance = {
          requestId: request.id,
          version: 1,
          amount: '$1,000',
          method: 'click',
          signatureName: 'Ada Lovelace',
          acceptedAt: T0,
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0',
          terms: 'The terms.',
          chosenLines: [],
          priceCents: null,
        };
        expect(await repos().quotes.accept(acceptance)).toEqual(acceptance);
        expect(await repos().quotes.findAcceptance(request.id)).toEqual(acceptance);
        await expect(repos().quotes.accept(acceptance)).rejects.toThrow();
        await expect(
          db()('quote_acceptances').where({ request_id: request.id }).update({ amount: '$1' }),
        ).rejects.toThrow('A quote acceptance cannot be changed');
        // How it was made is as final as the rest, and only the two ways exist.
        await expect(
          db()('quote_acceptances')
            .where({ request_id: request.id })
            .update({ method: 'typed_signature' }),
        ).rejects.toThrow('A quote acceptance cannot be changed');
        const other = await seedRequest(repos());
        await repos().quotes.add(version(other.request.id, 1));
        await expect(
          repos().quotes.accept({
            ...acceptance,
            requestId: other.request.id,
            method: 'nod' as 'click',
          }),
        ).rejects.toThrow(/check constraint/);
        await repos().requests.delete(request.id);
        expect(await repos().quotes.findAcceptance(request.id)).toBeNull();
        expect(await repos().quotes.listByRequest(request.id)).toEqual([]);
      },
    );
  });
}
