import type { Knex } from 'knex';
import type { ReceivedEmail } from './smtp-sink';

/** How many emails arrived more than once: the same recipient and subject counted twice. */
export function duplicates(emails: readonly ReceivedEmail[]): number {
  const seen = new Set<string>();
  let twice = 0;
  for (const email of emails) {
    const key = `${email.to.join(',')}|${email.subject}`;
    if (seen.has(key)) twice += 1;
    else seen.add(key);
  }
  return twice;
}

/** email_deliveries rows by status, e.g. { sent: 148, sending: 2 }. */
export async function deliveriesByStatus(db: Knex): Promise<Record<string, number>> {
  const rows = await db('email_deliveries')
    .select('status')
    .count<{ status: string; count: string }[]>('* as count')
    .groupBy('status');
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
