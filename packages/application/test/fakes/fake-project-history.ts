import { parseEventPayload } from '@workshop/domain';
import type { EmailDelivery, ProjectHistory, RecordedEvent } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

/** The outbox and the delivery log of the fake database, read per project like the SQL does. */
export class FakeProjectHistory implements ProjectHistory {
  constructor(private readonly store: InMemoryStore) {}

  async events(requestId: number): Promise<RecordedEvent[]> {
    const request = this.store.tables.requests.find((candidate) => candidate.id === requestId);
    const recorded: RecordedEvent[] = [];
    for (const entry of this.store.tables.outbox) {
      // Scheduled and not yet due: it has not happened.
      if (entry.key !== undefined && entry.publishedAt === null) continue;
      const parsed = parseEventPayload(entry.payload);
      if (!parsed.ok) continue;
      const { event } = parsed;
      const ofProject = 'requestId' in event && event.requestId === requestId;
      const itsAccount =
        event.type === 'AccountCreated' &&
        request !== undefined &&
        event.userId === request.customerId &&
        entry.occurredAt.getTime() === request.createdAt.getTime();
      if (ofProject || itsAccount) {
        recorded.push({ id: entry.id, event, occurredAt: copy(entry.occurredAt) });
      }
    }
    return recorded.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }

  async emails(requestId: number): Promise<EmailDelivery[]> {
    const ids = new Set((await this.events(requestId)).map((recorded) => recorded.id));
    return this.store.tables.deliveries
      .filter((row) => row.projectId === requestId || ids.has(row.eventId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map(({ claimedAt: _claimedAt, ...delivery }) => copy(delivery));
  }
}
