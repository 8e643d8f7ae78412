import type { AbandonedDraft, Housekeeping } from '@workshop/application';
import type { Knex } from 'knex';

/** The maintenance job's statements, each one DELETE (or UPDATE) with its own count. */
export class KnexHousekeeping implements Housekeeping {
  constructor(private readonly db: Knex) {}

  deleteExpiredSessions(now: Date): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', now).delete();
  }

  clearExpiredResetTokens(now: Date): Promise<number> {
    return this.db('users')
      .where('reset_token_expires_at', '<=', now)
      .update({ reset_token_hash: null, reset_token_expires_at: null });
  }

  async deleteExpiredRateLimits(now: Date): Promise<number> {
    // rate-limiter-flexible's `expire` is epoch milliseconds.
    const counters = await this.db('rate_limits').where('expire', '<=', now.getTime()).delete();
    const runs = await this.db('sign_in_failures').where('ends_at', '<=', now).delete();
    return counters + runs;
  }

  deleteExpiredIdempotencyKeys(now: Date): Promise<number> {
    return this.db('idempotency_keys').where('expires_at', '<=', now).delete();
  }

  deleteExpiredPasskeyChallenges(now: Date): Promise<number> {
    return this.db('passkey_challenges').where('expires_at', '<=', now).delete();
  }

  prunePublishedEvents(before: Date): Promise<number> {
    return (
      this.db('outbox')
        .where('published_at', '<', before)
        .whereNotExists(
          this.db('email_deliveries as d')
            .whereRaw('d.event_id = outbox.id')
            .whereIn('d.status', ['failed', 'retrying']),
        )
        // A project's events are its activity log: kept while the project exists, and so is
        // the account creation of its customer (see docs/decisions.md, "The activity log").
        .whereNotExists(
          // Cast on the outbox side (guarded: only a number casts) so the primary key serves.
          this.db('furniture_requests as r').whereRaw(
            `r.id = CASE WHEN jsonb_typeof(outbox.payload->'requestId') = 'number'
                         THEN (outbox.payload->>'requestId')::bigint END`,
          ),
        )
        .whereNotExists(
          this.db('users as u').whereRaw(
            `outbox.type = 'AccountCreated'
             AND u.id = CASE WHEN jsonb_typeof(outbox.payload->'userId') = 'number'
                             THEN (outbox.payload->>'userId')::bigint END`,
          ),
        )
        .delete()
    );
  }

  pruneSentEmails(before: Date): Promise<number> {
    return (
      this.db('email_deliveries')
        .whereIn('status', ['sent', 'skipped'])
        .where('updated_at', '<', before)
        // An email lives as long as its event: a kept project's emails stay in its log.
        .whereNotExists(this.db('outbox as o').whereRaw('o.id = email_deliveries.event_id'))
        .whereNotExists(
          this.db('furniture_requests as r').whereRaw('r.id = email_deliveries.project_id'),
        )
        .delete()
    );
  }

  async deleteAbandonedDrafts(before: Date): Promise<AbandonedDraft[]> {
    const rows = await this.db('furniture_customizations')
      .whereNull('request_id')
      .where({ completed: false })
      .where('updated_at', '<', before)
      .delete()
      .returning<{ session_id: string; image_path: string | null }[]>(['session_id', 'image_path']);
    return rows.map((row) => ({ sessionId: row.session_id, imagePath: row.image_path }));
  }

  async referencedFiles(): Promise<ReadonlySet<string>> {
    const rows = await this.db
      .select<{ path: string }[]>('image_path as path')
      .from('furniture_requests')
      .whereNotNull('image_path')
      .unionAll((union) =>
        union
          .select('image_path as path')
          .from('furniture_customizations')
          .whereNotNull('image_path'),
      )
      .unionAll((union) => union.select('storage_key as path').from('message_attachments'))
      // Each progress photo and its thumbnail (the photos jsonb of migration 014).
      .unionAll((union) =>
        union
          .select(this.db.raw(`jsonb_array_elements(photos) ->> 'path' as path`))
          .from('progress_updates'),
      )
      .unionAll((union) =>
        union
          .select(this.db.raw(`jsonb_array_elements(photos) ->> 'thumbnailPath' as path`))
          .from('progress_updates'),
      )
      .unionAll((union) => union.select('storage_key as path').from('signed_copies'))
      .unionAll((union) => union.select('storage_key as path').from('quote_version_drawings'));
    return new Set(rows.map((row) => row.path));
  }
}
