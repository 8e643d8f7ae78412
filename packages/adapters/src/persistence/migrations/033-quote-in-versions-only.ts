import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/** What an acceptance carried over from before acceptances were recorded says for its terms. */
const UNRECORDED_TERMS =
  'Approved before signed acceptances were recorded: the terms shown then were not kept.';

/**
 * The quote lives in quote_versions (and its acceptance) alone: the request's own copy of the
 * newest quote goes. A project approved before versions were kept first gets what its columns
 * said: a version if it has none, and an acceptance by click, in the name on the project, at
 * the time of the approval. `down` fills the columns again from the newest version.
 */
export const quoteInVersionsOnly: NamedMigration = {
  name: '033-quote-in-versions-only',
  async up(knex: Knex) {
    // A quote the upgrade to versions passed over (its quoted_by or quoted_at missing), or an
    // approval without a quote at all, still becomes version 1, so the approval has a version.
    await knex.raw(`
      INSERT INTO quote_versions (request_id, version, amount, notes, quoted_by, quoted_at, valid_until)
      SELECT r.id, 1, coalesce(r.quote_amount, ''), r.quote_notes, coalesce(r.quoted_by, ''),
             coalesce(r.quoted_at, r.quote_approved_at, r.updated_at),
             (now() AT TIME ZONE 'UTC')::date + 30
        FROM furniture_requests r
       WHERE (r.quote_amount IS NOT NULL OR r.quote_approved)
         AND NOT EXISTS (SELECT 1 FROM quote_versions v WHERE v.request_id = r.id)
    `);
    await knex.raw(
      `
      INSERT INTO quote_acceptances
        (request_id, version, amount, method, signature_name, accepted_at, terms)
      SELECT r.id, v.version, v.amount, 'click', r.full_name,
             coalesce(r.quote_approved_at, r.updated_at), ?
        FROM furniture_requests r
        JOIN LATERAL (
          SELECT version, amount FROM quote_versions
           WHERE request_id = r.id ORDER BY version DESC LIMIT 1
        ) v ON true
       WHERE r.quote_approved
         AND NOT EXISTS (SELECT 1 FROM quote_acceptances a WHERE a.request_id = r.id)
    `,
      [UNRECORDED_TERMS],
    );
    await knex.raw(`
      ALTER TABLE furniture_requests
        DROP COLUMN quote_amount,
        DROP COLUMN quote_notes,
        DROP COLUMN quoted_at,
        DROP COLUMN quoted_by,
        DROP COLUMN quote_approved,
        DROP COLUMN quote_approved_at
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE furniture_requests
        ADD COLUMN quote_amount text,
        ADD COLUMN quote_notes text,
        ADD COLUMN quoted_at timestamptz,
        ADD COLUMN quoted_by text,
        ADD COLUMN quote_approved boolean NOT NULL DEFAULT false,
        ADD COLUMN quote_approved_at timestamptz;
      UPDATE furniture_requests r
         SET quote_amount = v.amount, quote_notes = v.notes,
             quoted_at = v.quoted_at, quoted_by = v.quoted_by
        FROM (
          SELECT DISTINCT ON (request_id) request_id, amount, notes, quoted_at, quoted_by
            FROM quote_versions ORDER BY request_id, version DESC
        ) v
       WHERE v.request_id = r.id;
      UPDATE furniture_requests r
         SET quote_approved = true, quote_approved_at = a.accepted_at
        FROM quote_acceptances a
       WHERE a.request_id = r.id;
    `);
  },
};
