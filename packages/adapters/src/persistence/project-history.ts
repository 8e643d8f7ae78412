import type { EmailDelivery, ProjectHistory, RecordedEvent } from '@workshop/application';
import { parseEventPayload } from '@workshop/domain';
import type { Knex } from 'knex';
import { toDelivery, type DeliveryRow } from './delivery-log';

interface EventRow {
  id: string;
  payload: unknown;
  occurred_at: Date;
}

/**
 * The outbox and email_deliveries read back for one project. Events name their project in the
 * payload (`requestId`); the account a first request created is the AccountCreated of the same
 * transaction (same customer, same instant as the project's creation).
 */
export class KnexProjectHistory implements ProjectHistory {
  constructor(private readonly db: Knex) {}

  async events(requestId: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.raw<{ rows: EventRow[] }>(
      `SELECT o.id, o.payload, o.occurred_at
         FROM outbox o
        WHERE (o.payload->>'requestId' = ?
               OR (o.type = 'AccountCreated'
                   AND EXISTS (SELECT 1 FROM furniture_requests r
                                WHERE r.id = ?
                                  AND o.payload->>'userId' = r.customer_id::text
                                  AND o.occurred_at = r.created_at)))
          -- A scheduled event still waiting has not happened yet.
          AND (o.dedupe_key IS NULL OR o.published_at IS NOT NULL)
        ORDER BY o.occurred_at`,
      [String(requestId), requestId],
    );
    const recorded: RecordedEvent[] = [];
    for (const row of rows) {
      // A payload this release cannot read (a newer release's event) is the relay's to report.
      const parsed = parseEventPayload(row.payload);
      if (parsed.ok)
        recorded.push({ id: row.id, event: parsed.event, occurredAt: row.occurred_at });
    }
    return recorded;
  }

  async emails(requestId: number): Promise<EmailDelivery[]> {
    const eventIds = (await this.events(requestId)).map((recorded) => recorded.id);
    const rows = await this.db<DeliveryRow>('email_deliveries')
      .where({ project_id: requestId })
      .orWhereIn('event_id', eventIds)
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return rows.map(toDelivery);
  }
}
