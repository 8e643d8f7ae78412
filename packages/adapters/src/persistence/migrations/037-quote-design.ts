import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Each quote version pins the design it prices (the wizard's fields, as JSON), so the quote and
 * its signed copy draw what was priced, not the design first sent. Versions sent before stay
 * empty and read as the project's wizard design.
 */
export const quoteDesign: NamedMigration = {
  name: '037-quote-design',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE quote_versions
        ADD COLUMN design jsonb CHECK (design IS NULL OR jsonb_typeof(design) = 'object');
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`ALTER TABLE quote_versions DROP COLUMN design;`);
  },
};
