import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Invoices (a deposit on approval, the balance on completion) and the payments the workshop
 * records. Money is whole cents. Nothing about money changes once written: an invoice is final
 * as issued (with the payee's name, address and payment instructions as they read then), and a
 * payment is only ever voided, by filling in who voided it, when and why, once; neither is
 * deleted except with its project. Invoice numbers come from a counter row updated in the
 * issuing transaction, not a sequence: a rolled-back approval gives its number back, so the
 * numbers run without gaps, as an accountant expects.
 */
export const invoicesAndPayments: NamedMigration = {
  name: '038-invoices-and-payments',
  async up(knex: Knex) {
    await knex.raw(`
      -- Its one row is written by the first invoice (an upsert in the issuing transaction), so a
      -- fresh database has no rows at all and a backup can be restored into it.
      CREATE TABLE invoice_counter (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        last_number integer NOT NULL CHECK (last_number >= 0)
      );

      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        request_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        quote_version integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('deposit', 'balance')),
        number integer NOT NULL UNIQUE CHECK (number > 0),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        issued_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        payee_name text NOT NULL,
        payee_address text NOT NULL,
        payment_instructions text NOT NULL,
        UNIQUE (request_id, kind)
      );

      CREATE TABLE payments (
        id serial PRIMARY KEY,
        request_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        invoice_id integer REFERENCES invoices (id) ON DELETE CASCADE,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        paid_on date NOT NULL,
        method text NOT NULL
          CHECK (method IN ('bank_transfer', 'cheque', 'cash', 'card', 'other')),
        reference text CHECK (char_length(reference) <= 200),
        recorded_by text NOT NULL,
        recorded_at timestamptz NOT NULL,
        voided_at timestamptz,
        voided_by text,
        void_reason text,
        CHECK ((voided_at IS NULL) = (voided_by IS NULL) AND (voided_at IS NULL) = (void_reason IS NULL))
      );
      CREATE INDEX payments_request_id ON payments (request_id);

      CREATE FUNCTION invoice_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'An issued invoice cannot be changed';
      END
      $$;
      CREATE TRIGGER invoices_final BEFORE UPDATE ON invoices
        FOR EACH ROW EXECUTE FUNCTION invoice_is_final();

      -- A payment's money never changes; the only change is voiding it, once.
      CREATE FUNCTION payment_only_voided() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.voided_at IS NOT NULL
          OR (NEW.id, NEW.request_id, NEW.invoice_id, NEW.amount_cents, NEW.paid_on, NEW.method,
              NEW.reference, NEW.recorded_by, NEW.recorded_at)
            IS DISTINCT FROM
             (OLD.id, OLD.request_id, OLD.invoice_id, OLD.amount_cents, OLD.paid_on, OLD.method,
              OLD.reference, OLD.recorded_by, OLD.recorded_at)
        THEN
          RAISE EXCEPTION 'A payment can only be voided, once';
        END IF;
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER payments_only_voided BEFORE UPDATE ON payments
        FOR EACH ROW EXECUTE FUNCTION payment_only_voided();
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      DROP TABLE payments;
      DROP TABLE invoices;
      DROP TABLE invoice_counter;
      DROP FUNCTION payment_only_voided();
      DROP FUNCTION invoice_is_final();
    `);
  },
};
