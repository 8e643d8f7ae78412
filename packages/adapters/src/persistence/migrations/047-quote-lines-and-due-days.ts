import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Quotes in lines with sales tax, and invoices with their days. A version keeps its lines, the
 * tax it was sent with and why its customer is exempt; an acceptance keeps the optional lines
 * ticked and the total signed. An invoice keeps the workshop's day it was issued and is due
 * (dates, decided once), the line it bills, and from when it is overdue (the midnight after).
 * Invoices already issued get their days as the workshop's calendar named them.
 */
export const quoteLinesAndDueDays: NamedMigration = {
  name: '047-quote-lines-and-due-days',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE quote_versions
        ADD COLUMN lines jsonb,
        ADD COLUMN sales_tax jsonb,
        ADD COLUMN tax_exempt_reason text CHECK (char_length(tax_exempt_reason) <= 200);
      ALTER TABLE quote_acceptances
        ADD COLUMN chosen_lines jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN price_cents bigint CHECK (price_cents > 0);

      ALTER TABLE invoices
        ADD COLUMN issued_on date,
        ADD COLUMN due_on date,
        ADD COLUMN description text;
      ALTER TABLE invoices DISABLE TRIGGER invoices_final;
      UPDATE invoices SET
        issued_on = (issued_at AT TIME ZONE 'America/New_York')::date,
        due_on = (due_at AT TIME ZONE 'America/New_York')::date,
        due_at = ((due_at AT TIME ZONE 'America/New_York')::date + 1)::timestamp
          AT TIME ZONE 'America/New_York',
        description = CASE kind
          WHEN 'deposit' THEN 'Deposit on quote v' || quote_version
          ELSE 'Balance of quote v' || quote_version END;
      ALTER TABLE invoices ENABLE TRIGGER invoices_final;
      ALTER TABLE invoices
        ALTER COLUMN issued_on SET NOT NULL,
        ALTER COLUMN due_on SET NOT NULL,
        ALTER COLUMN description SET NOT NULL;
      COMMENT ON COLUMN invoices.due_at IS 'From when it is overdue (the midnight after due_on)';
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE invoices DROP COLUMN issued_on, DROP COLUMN due_on, DROP COLUMN description;
      ALTER TABLE quote_acceptances DROP COLUMN chosen_lines, DROP COLUMN price_cents;
      ALTER TABLE quote_versions
        DROP COLUMN lines, DROP COLUMN sales_tax, DROP COLUMN tax_exempt_reason;
    `);
  },
};
