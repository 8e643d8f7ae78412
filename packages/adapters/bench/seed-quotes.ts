import type { Knex } from 'knex';

/** A seeded request's quote: its id and amount. */
export interface SeededQuote {
  readonly requestId: number;
  readonly amount: string;
}

/**
 * Each quote as its request's version 1 (quote_versions is the one record of quotes), and an
 * acceptance for every request already past approval, as the app writes them.
 */
export async function seedQuotes(db: Knex, quotes: readonly SeededQuote[]): Promise<void> {
  await db.batchInsert(
    'quote_versions',
    quotes.map((quote) => ({
      request_id: quote.requestId,
      version: 1,
      amount: quote.amount,
      quoted_by: 'Ben',
      quoted_at: new Date('2025-01-01T00:00:00Z'),
      valid_until: '2099-01-01',
    })),
    500,
  );
  await db.raw(`
    INSERT INTO quote_acceptances
      (request_id, version, amount, method, signature_name, accepted_at, terms)
    SELECT r.id, v.version, v.amount, 'click', r.full_name, r.updated_at, 'The terms.'
      FROM furniture_requests r JOIN quote_versions v ON v.request_id = r.id
     WHERE r.status IN ('in_progress', 'completed')
  `);
}
