import type { Knex } from 'knex';

/** One schema step; `name` is what knex records in knex_migrations, so never rename one. */
export interface NamedMigration {
  readonly name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}
