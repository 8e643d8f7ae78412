import type { DeliveryClaim, DeliveryLog, EmailTemplate } from '../../src';
import { copy, type DeliveryRow, type InMemoryStore } from './in-memory-store';

/** email_deliveries in memory: one row per (event, template), like the unique constraint. */
export class FakeDeliveryLog implements DeliveryLog {
  constructor(private readonly store: InMemoryStore) {}

  async claim(
    delivery: { eventId: string; template: EmailTemplate; recipient: string },
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim> {
    const table = this.store.tables.deliveries;
    const index = this.indexOf(delivery);
    const existing = table[index];
    if (!existing) {
      table.push({
        eventId: delivery.eventId,
        template: delivery.template,
        recipient: delivery.recipient,
        status: 'sending',
        claimedAt: copy(now),
        sentAt: null,
        error: null,
      });
      return 'claimed';
    }
    if (existing.status !== 'sending') return 'done';
    // Another worker holds it until the lease runs out; after that it has gone quiet.
    if (now.getTime() - existing.claimedAt.getTime() <= leaseMs) return 'busy';
    table[index] = { ...existing, claimedAt: copy(now) };
    return 'claimed';
  }

  async release(delivery: { eventId: string; template: EmailTemplate }): Promise<void> {
    const index = this.indexOf(delivery);
    if (this.store.tables.deliveries[index]?.status === 'sending') {
      this.store.tables.deliveries.splice(index, 1);
    }
  }

  async finish(
    delivery: { eventId: string; template: EmailTemplate },
    outcome: { status: 'sent' | 'skipped' } | { status: 'failed'; error: string },
    now: Date,
  ): Promise<void> {
    const table = this.store.tables.deliveries;
    const index = this.indexOf(delivery);
    const existing = table[index];
    if (!existing) throw new Error(`no delivery ${delivery.template} for ${delivery.eventId}`);
    table[index] = {
      ...existing,
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? copy(now) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
    };
  }

  /** The row for one (event, template), or undefined. */
  find(eventId: string, template: EmailTemplate): DeliveryRow | undefined {
    const row = this.store.tables.deliveries[this.indexOf({ eventId, template })];
    return row ? copy(row) : undefined;
  }

  private indexOf(key: { eventId: string; template: EmailTemplate }): number {
    return this.store.tables.deliveries.findIndex(
      (row) => row.eventId === key.eventId && row.template === key.template,
    );
  }
}
