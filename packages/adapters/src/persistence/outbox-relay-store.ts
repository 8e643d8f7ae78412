import type { DueEvent, OutboxRelayStore, ReceivedEvent } from '@workshop/application';
import type { Knex } from 'knex';

interface DueRow {
  id: string;
  payload: unknown;
  occurred_at: Date;
  attempts: number;
}

/** The relay's side of the outbox table: claim with SKIP LOCKED, then mark. */
export class KnexOutboxRelayStore implements OutboxRelayStore {
  constructor(private readonly db: Knex) {}

  async claimDue(limit: number, now: Date): Promise<DueEvent[]> {
    // SKIP LOCKED lets several relays work side by side without taking the same rows.
    const { rows } = await this.db.raw<{ rows: DueRow[] }>(
      `SELECT id, payload, occurred_at, attempts FROM outbox
        WHERE published_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
        ORDER BY occurred_at, id
        LIMIT ?
        FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurred_at.toISOString(),
      payload: row.payload,
      attempts: row.attempts,
    }));
  }

  async markPublished(ids: readonly string[], now: Date): Promise<void> {
    await this.db('outbox').whereIn('id', ids).update({ published_at: now, last_error: null });
  }

  async markFailed(
    retries: readonly { id: string; nextAttemptAt: Date }[],
    error: string,
  ): Promise<void> {
    for (const { id, nextAttemptAt } of retries) {
      await this.db('outbox')
        .where({ id })
        .update({
          attempts: this.db.raw('attempts + 1'),
          next_attempt_at: nextAttemptAt,
          last_error: error.slice(0, 1000),
        });
    }
  }

  async markHandled(ids: readonly string[], now: Date): Promise<void> {
    await this.db('outbox').whereIn('id', ids).whereNull('handled_at').update({ handled_at: now });
  }

  async listUnhandled(): Promise<ReceivedEvent[]> {
    const rows = await this.db<DueRow>('outbox')
      .whereNotNull('published_at')
      .whereNull('handled_at')
      .orderBy([{ column: 'occurred_at' }, { column: 'id' }])
      .select('id', 'payload', 'occurred_at');
    return rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurred_at.toISOString(),
      event: row.payload,
    }));
  }
}
