import type { Actor } from '../actor';
import type { Transaction } from '../ports/unit-of-work';
import type { QuoteVersion } from '../records';

/**
 * The first time the customer opens the current version (on the dashboard or as a PDF), it is
 * recorded and the team is told. The team's own reads count for nothing.
 */
export async function noteCustomerView(
  tx: Transaction,
  actor: Actor,
  current: QuoteVersion | undefined,
  opened: QuoteVersion,
  now: Date,
): Promise<QuoteVersion> {
  if (actor.kind !== 'customer' || opened.version !== current?.version || opened.viewedAt) {
    return opened;
  }
  if (await tx.quotes.markViewed(opened.requestId, opened.version, now)) {
    await tx.outbox.add(
      [{ type: 'QuoteViewed', requestId: opened.requestId, quoteVersion: opened.version }],
      now,
    );
  }
  return { ...opened, viewedAt: now };
}
