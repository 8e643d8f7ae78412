import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * A table's base and leaves, beside the wizard's fields of a draft. Null where not given: a
 * draft saved before reads four legs, and one leaf of the typical length when Extendable.
 * Quote versions need no column: their design is JSON and carries the options itself.
 */
export const draftTableOptions: NamedMigration = {
  name: '048-draft-table-options',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE furniture_customizations
        ADD COLUMN base text CHECK (base IN ('legs', 'trestle', 'pedestal')),
        ADD COLUMN leaf_count smallint CHECK (leaf_count BETWEEN 0 AND 3),
        ADD COLUMN leaf_length real CHECK (leaf_length BETWEEN 6 AND 36);
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE furniture_customizations
        DROP COLUMN base, DROP COLUMN leaf_count, DROP COLUMN leaf_length;
    `);
  },
};
