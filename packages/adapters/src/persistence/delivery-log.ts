import type { DeliveryClaim, DeliveryLog, EmailTemplate } from '@workshop/application';
import type { Knex } from 'knex';

/** email_deliveries: one row per (event, template), the guard against sending twice. */
export class KnexDeliveryLog implements DeliveryLog {
  constructor(private readonly db: Knex) {}

  async claim(
    delivery: { eventId: string; template: EmailTemplate; recipient: string },
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim> {
    // Insert, or take over a claim whose worker has gone quiet past the lease; one statement,
    // so two workers can never both come away with the claim.
    const staleBefore = new Date(now.getTime() - leaseMs);
    const { rows } = await this.db.raw<{ rows: { status: string; claimed: boolean }[] }>(
      `INSERT INTO email_deliveries (event_id, template, recipient, status, claimed_at)
            VALUES (?, ?, ?, 'sending', ?)
       ON CONFLICT (event_id, template) DO UPDATE
             SET claimed_at = EXCLUDED.claimed_at
           WHERE email_deliveries.status = 'sending' AND email_deliveries.claimed_at < ?
       RETURNING status, true AS claimed`,
      [delivery.eventId, delivery.template, delivery.recipient, now, staleBefore],
    );
    if (rows.length > 0) return 'claimed';
    const existing = await this.db('email_deliveries')
      .where({ event_id: delivery.eventId, template: delivery.template })
      .first<{ status: string } | undefined>('status');
    return existing?.status === 'sending' ? 'busy' : 'done';
  }

  async release(delivery: { eventId: string; template: EmailTemplate }): Promise<void> {
    await this.db('email_deliveries')
      .where({ event_id: delivery.eventId, template: delivery.template, status: 'sending' })
      .delete();
  }

  async finish(
    delivery: { eventId: string; template: EmailTemplate },
    outcome: { status: 'sent' | 'skipped' } | { status: 'failed'; error: string },
    now: Date,
  ): Promise<void> {
    await this.db('email_deliveries')
      .where({ event_id: delivery.eventId, template: delivery.template })
      .update({
        status: outcome.status,
        sent_at: outcome.status === 'sent' ? now : null,
        error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
      });
  }
}
