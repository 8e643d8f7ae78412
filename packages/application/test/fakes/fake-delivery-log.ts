import type {
  DeliveryClaim,
  DeliveryKey,
  DeliveryLog,
  DeliveryOutcome,
  DeliveryView,
  EmailDelivery,
  EmailTemplate,
  SentEmail,
} from '../../src';
import { copy, type DeliveryRow, type InMemoryStore } from './in-memory-store';

const IN_VIEW: Record<DeliveryView, readonly EmailDelivery['status'][]> = {
  failed: ['failed'],
  pending: ['sending', 'retrying'],
  sent: ['sent'],
};

/** email_deliveries in memory: one row per (event, template), like the unique constraint. */
export class FakeDeliveryLog implements DeliveryLog {
  constructor(private readonly store: InMemoryStore) {}

  async claim(
    delivery: DeliveryKey & { recipient: string; projectId: number | null },
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim> {
    const table = this.store.tables.deliveries;
    const index = this.indexOf(delivery);
    const existing = table[index];
    if (!existing) {
      table.push({
        id: this.store.nextId('deliveries'),
        eventId: delivery.eventId,
        template: delivery.template,
        recipient: delivery.recipient,
        projectId: delivery.projectId,
        status: 'sending',
        attempts: 1,
        lastError: null,
        claimedAt: copy(now),
        createdAt: copy(now),
        updatedAt: copy(now),
        sentAt: null,
      });
      return 'claimed';
    }
    const waiting = existing.status === 'retrying';
    // Another worker holds a claim until the lease runs out; after that it has gone quiet.
    const stale =
      existing.status === 'sending' && now.getTime() - existing.claimedAt.getTime() > leaseMs;
    if (!waiting && !stale) return existing.status === 'sending' ? 'busy' : 'done';
    table[index] = {
      ...existing,
      status: 'sending',
      recipient: delivery.recipient,
      attempts: existing.attempts + 1,
      claimedAt: copy(now),
      updatedAt: copy(now),
    };
    return 'claimed';
  }

  async retryLater(delivery: DeliveryKey, error: string, now: Date): Promise<void> {
    this.update(delivery, (row) =>
      row.status === 'sending'
        ? { ...row, status: 'retrying', lastError: error, updatedAt: copy(now) }
        : row,
    );
  }

  async waitBehind(
    deliveries: readonly (DeliveryKey & { recipient: string; projectId: number | null })[],
    error: string,
    now: Date,
  ): Promise<void> {
    for (const delivery of deliveries) {
      const existing = this.store.tables.deliveries[this.indexOf(delivery)];
      if (!existing) {
        this.store.tables.deliveries.push({
          id: this.store.nextId('deliveries'),
          ...delivery,
          status: 'retrying',
          attempts: 0,
          lastError: error,
          claimedAt: copy(now),
          createdAt: copy(now),
          updatedAt: copy(now),
          sentAt: null,
        });
      } else if (existing.status === 'retrying') {
        this.update(delivery, (row) => ({ ...row, lastError: error, updatedAt: copy(now) }));
      }
    }
  }

  async finish(delivery: DeliveryKey, outcome: DeliveryOutcome, now: Date): Promise<void> {
    if (this.indexOf(delivery) < 0) {
      throw new Error(`no delivery ${delivery.template} for ${delivery.eventId}`);
    }
    this.update(delivery, (row) => ({
      ...row,
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? copy(now) : null,
      lastError: 'error' in outcome ? outcome.error : row.lastError,
      ...('copy' in outcome && outcome.copy ? { copy: copy(outcome.copy) } : {}),
      updatedAt: copy(now),
    }));
  }

  /** One transaction runs at a time in memory: nothing to wait for. */
  async lockRecipient(): Promise<void> {}

  async countEarlier(delivery: DeliveryKey, withinMs: number): Promise<number> {
    const mine = this.store.tables.deliveries[this.indexOf(delivery)];
    if (!mine) return 0;
    const since = mine.createdAt.getTime() - withinMs;
    return this.store.tables.deliveries.filter(
      (row) =>
        row.recipient === mine.recipient &&
        row.template === mine.template &&
        row.id < mine.id &&
        row.createdAt.getTime() > since &&
        row.status !== 'skipped',
    ).length;
  }

  async giveUp(eventId: string, error: string, now: Date): Promise<number> {
    let failed = 0;
    this.store.tables.deliveries = this.store.tables.deliveries.map((row) => {
      if (row.eventId !== eventId || !IN_VIEW.pending.includes(row.status)) return row;
      failed += 1;
      return { ...row, status: 'failed', lastError: error, updatedAt: copy(now) };
    });
    return failed;
  }

  async findById(id: number): Promise<EmailDelivery | null> {
    const row = this.store.tables.deliveries.find((candidate) => candidate.id === id);
    return row ? withoutClaim(row) : null;
  }

  async copyOf(id: number): Promise<SentEmail | null> {
    const row = this.store.tables.deliveries.find((candidate) => candidate.id === id);
    return row?.copy ? copy(row.copy) : null;
  }

  async list(view: DeliveryView, limit: number): Promise<EmailDelivery[]> {
    return this.store.tables.deliveries
      .filter((row) => IN_VIEW[view].includes(row.status))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, limit)
      .map(withoutClaim);
  }

  async count(view: DeliveryView): Promise<number> {
    return this.store.tables.deliveries.filter((row) => IN_VIEW[view].includes(row.status)).length;
  }

  async prepareResend(id: number, now: Date): Promise<void> {
    this.store.tables.deliveries = this.store.tables.deliveries.map((row) =>
      row.id === id ? { ...row, status: 'retrying', updatedAt: copy(now) } : row,
    );
  }

  /** The row for one (event, template), or undefined. */
  find(eventId: string, template: EmailTemplate): DeliveryRow | undefined {
    const row = this.store.tables.deliveries[this.indexOf({ eventId, template })];
    return row ? copy(row) : undefined;
  }

  private update(key: DeliveryKey, change: (row: DeliveryRow) => DeliveryRow): void {
    const index = this.indexOf(key);
    const row = this.store.tables.deliveries[index];
    if (row) this.store.tables.deliveries[index] = change(row);
  }

  private indexOf(key: DeliveryKey): number {
    return this.store.tables.deliveries.findIndex(
      (row) => row.eventId === key.eventId && row.template === key.template,
    );
  }
}

function withoutClaim(row: DeliveryRow): EmailDelivery {
  const delivery: EmailDelivery & { claimedAt?: unknown; copy?: unknown } = copy(row);
  delete delivery.claimedAt;
  delete delivery.copy;
  return delivery;
}
