import type { Outbox } from '@workshop/application';
import { toPayload, type DomainEvent } from '@workshop/domain';
import type { Knex } from 'knex';

export interface OutboxRow {
  id: string;
  type: string;
  /** jsonb: the whole event with its version; the relay reads it with the domain's schemas. */
  payload: unknown;
  occurred_at: Date;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  dedupe_key: string | null;
}

/** Writes through the transaction it was given, so events commit or vanish with the change. */
export class KnexOutbox implements Outbox {
  constructor(private readonly db: Knex) {}

  async schedule(
    event: DomainEvent,
    when: { at: Date; key: string },
    occurredAt: Date,
  ): Promise<void> {
    // While a row with this key waits, the new one is dropped: the waiting one covers it.
    await this.db.raw(
      `INSERT INTO outbox (type, payload, occurred_at, next_attempt_at, dedupe_key)
            VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (dedupe_key) WHERE published_at IS NULL AND dedupe_key IS NOT NULL
       DO NOTHING`,
      [event.type, JSON.stringify(toPayload(event)), occurredAt, when.at, when.key],
    );
  }

  async find(eventId: string): Promise<unknown> {
    const row = await this.db<OutboxRow>('outbox').where({ id: eventId }).first('payload');
    return row?.payload ?? null;
  }

  async add(events: readonly DomainEvent[], occurredAt: Date): Promise<void> {
    if (events.length === 0) return;
    await this.db<OutboxRow>('outbox').insert(
      events.map((event) => ({
        type: event.type,
        payload: JSON.stringify(toPayload(event)),
        occurred_at: occurredAt,
      })),
    );
  }
}
