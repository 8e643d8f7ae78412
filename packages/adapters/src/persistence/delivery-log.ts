import type {
  DeliveryClaim,
  DeliveryKey,
  DeliveryLog,
  DeliveryOutcome,
  DeliveryStatus,
  DeliveryView,
  EmailDelivery,
  EmailTemplate,
  SentEmail,
} from '@workshop/application';
import type { Knex } from 'knex';
import { oneOf } from './rows';

export interface DeliveryRow {
  id: number;
  event_id: string;
  template: string;
  recipient: string;
  project_id: number | null;
  status: string;
  attempts: number;
  last_error: string | null;
  claimed_at: Date;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
}

const STATUSES = [
  'sending',
  'retrying',
  'sent',
  'skipped',
  'failed',
] as const satisfies readonly DeliveryStatus[];

const IN_VIEW: Readonly<Record<DeliveryView, readonly DeliveryStatus[]>> = {
  failed: ['failed'],
  pending: ['sending', 'retrying'],
  sent: ['sent'],
};

export const toDelivery = (row: DeliveryRow): EmailDelivery => ({
  id: row.id,
  eventId: row.event_id,
  // Written by our own code from the Email union only.
  template: row.template as EmailTemplate,
  recipient: row.recipient,
  projectId: row.project_id,
  status: oneOf(row.status, STATUSES, 'email_deliveries.status'),
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sentAt: row.sent_at,
});

/** email_deliveries: one row per (event, template), the guard against sending twice. */
export class KnexDeliveryLog implements DeliveryLog {
  constructor(private readonly db: Knex) {}

  async claim(
    delivery: DeliveryKey & { recipient: string; projectId: number | null },
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim> {
    // Insert, or take over an email waiting to be tried again or a claim whose worker has gone
    // quiet past the lease; one statement, so two workers can never both come away with it.
    const staleBefore = new Date(now.getTime() - leaseMs);
    const { rows } = await this.db.raw<{ rows: { id: number }[] }>(
      `INSERT INTO email_deliveries
              (event_id, template, recipient, project_id, status, attempts, claimed_at, updated_at)
            VALUES (?, ?, ?, ?, 'sending', 1, ?, ?)
       ON CONFLICT (event_id, template) DO UPDATE
             SET status = 'sending', recipient = EXCLUDED.recipient,
                 attempts = email_deliveries.attempts + 1,
                 claimed_at = EXCLUDED.claimed_at, updated_at = EXCLUDED.updated_at
           WHERE email_deliveries.status = 'retrying'
              OR (email_deliveries.status = 'sending' AND email_deliveries.claimed_at < ?)
       RETURNING id`,
      [
        delivery.eventId,
        delivery.template,
        delivery.recipient,
        delivery.projectId,
        now,
        now,
        staleBefore,
      ],
    );
    if (rows.length > 0) return 'claimed';
    const existing = await this.row(delivery).first<{ status: string } | undefined>('status');
    return existing?.status === 'sending' ? 'busy' : 'done';
  }

  async retryLater(delivery: DeliveryKey, error: string, now: Date): Promise<void> {
    await this.row(delivery)
      .where({ status: 'sending' })
      .update({ status: 'retrying', last_error: error.slice(0, 1000), updated_at: now });
  }

  async waitBehind(
    deliveries: readonly (DeliveryKey & { recipient: string; projectId: number | null })[],
    error: string,
    now: Date,
  ): Promise<void> {
    for (const delivery of deliveries) {
      await this.db.raw(
        `INSERT INTO email_deliveries
                (event_id, template, recipient, project_id, status, attempts, last_error,
                 claimed_at, updated_at)
              VALUES (?, ?, ?, ?, 'retrying', 0, ?, ?, ?)
         ON CONFLICT (event_id, template) DO UPDATE
               SET last_error = EXCLUDED.last_error, updated_at = EXCLUDED.updated_at
             WHERE email_deliveries.status = 'retrying'`,
        [
          delivery.eventId,
          delivery.template,
          delivery.recipient,
          delivery.projectId,
          error.slice(0, 1000),
          now,
          now,
        ],
      );
    }
  }

  async finish(delivery: DeliveryKey, outcome: DeliveryOutcome, now: Date): Promise<void> {
    await this.row(delivery).update({
      status: outcome.status,
      sent_at: outcome.status === 'sent' ? now : null,
      ...('error' in outcome ? { last_error: outcome.error.slice(0, 1000) } : {}),
      ...('copy' in outcome && outcome.copy
        ? { sent_subject: outcome.copy.subject, sent_text: outcome.copy.text }
        : {}),
      updated_at: now,
    });
  }

  async lockRecipient(template: EmailTemplate, recipient: string): Promise<void> {
    await this.db.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [
      `email-cap:${template}:${recipient}`,
    ]);
  }

  async countEarlier(delivery: DeliveryKey, withinMs: number): Promise<number> {
    const { rows } = await this.db.raw<{ rows: { n: number }[] }>(
      `SELECT count(*)::integer AS n
         FROM email_deliveries mine
         JOIN email_deliveries e
           ON e.recipient = mine.recipient AND e.template = mine.template AND e.id < mine.id
        WHERE mine.event_id = ? AND mine.template = ?
          AND e.created_at > mine.created_at - make_interval(secs => ?)
          AND e.status <> 'skipped'`,
      [delivery.eventId, delivery.template, withinMs / 1000],
    );
    return rows[0]?.n ?? 0;
  }

  async giveUp(eventId: string, error: string, now: Date): Promise<number> {
    return this.db('email_deliveries')
      .where({ event_id: eventId })
      .whereIn('status', IN_VIEW.pending)
      .update({ status: 'failed', last_error: error.slice(0, 1000), updated_at: now });
  }

  async findById(id: number): Promise<EmailDelivery | null> {
    const row = await this.db<DeliveryRow>('email_deliveries').where({ id }).first();
    return row ? toDelivery(row) : null;
  }

  async copyOf(id: number): Promise<SentEmail | null> {
    const row = await this.db('email_deliveries')
      .select<{ sent_subject: string | null; sent_text: string | null }>(
        'sent_subject',
        'sent_text',
      )
      .where({ id })
      .first();
    if (!row || row.sent_subject === null || row.sent_text === null) return null;
    return { subject: row.sent_subject, text: row.sent_text };
  }

  async list(view: DeliveryView, limit: number): Promise<EmailDelivery[]> {
    const rows = await this.db<DeliveryRow>('email_deliveries')
      .whereIn('status', IN_VIEW[view])
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map(toDelivery);
  }

  async count(view: DeliveryView): Promise<number> {
    const [row] = await this.db('email_deliveries')
      .whereIn('status', IN_VIEW[view])
      .count<{ n: string }[]>({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async prepareResend(id: number, now: Date): Promise<void> {
    await this.db('email_deliveries').where({ id }).update({ status: 'retrying', updated_at: now });
  }

  private row(delivery: DeliveryKey) {
    return this.db('email_deliveries').where({
      event_id: delivery.eventId,
      template: delivery.template,
    });
  }
}
