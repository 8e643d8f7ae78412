import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * A quote version may carry a firm price in whole cents beside the spec's free-text amount, and
 * the share of it asked as a deposit. Both stay empty for a range or a text-only quote, which can
 * still be approved but raises no invoice.
 */
export const quotePriceAndDeposit: NamedMigration = {
  name: '025-quote-price-and-deposit',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE quote_versions
        ADD COLUMN price_cents bigint CHECK (price_cents > 0),
        ADD COLUMN deposit_percent smallint CHECK (deposit_percent BETWEEN 0 AND 100),
        ADD CONSTRAINT quote_versions_deposit_needs_price
          CHECK (deposit_percent IS NULL OR price_cents IS NOT NULL);
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE quote_versions
        DROP CONSTRAINT quote_versions_deposit_needs_price,
        DROP COLUMN deposit_percent,
        DROP COLUMN price_cents;
    `);
  },
};
