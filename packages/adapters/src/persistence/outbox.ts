import type { Outbox } from '@workshop/application';
import type { DomainEvent } from '@workshop/domain';
import type { Knex } from 'knex';

export interface OutboxRow {
  id: string;
  type: string;
  /** jsonb: the whole event, so the relay can publish it without knowing its shape. */
  payload: unknown;
  occurred_at: Date;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
}

/** Writes through the transaction it was given, so events commit or vanish with the change. */
export class KnexOutbox implements Outbox {
  constructor(private readonly db: Knex) {}

  async add(events: readonly DomainEvent[], occurredAt: Date): Promise<void> {
    if (events.length === 0) return;
    await this.db<OutboxRow>('outbox').insert(
      events.map((event) => ({
        type: event.type,
        payload: JSON.stringify(event),
        occurred_at: occurredAt,
      })),
    );
  }
}
