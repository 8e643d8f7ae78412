import type { RequestStatus } from '@workshop/domain';
import type { Actor } from '../actor';
import type { Transaction } from '../ports/unit-of-work';
import type { QuoteVersion } from '../records';

/**
 * The first time the customer opens the current version (on the dashboard or as a PDF) while
 * it awaits their answer, it is recorded and the team is told. The team's own reads, and reads
 * once the project has moved on (approved, declined, done), count for nothing: "opened" after
 * an approval tells the team nothing and would email them for it.
 */
export async function noteCustomerView(
  tx: Transaction,
  actor: Actor,
  status: RequestStatus,
  current: QuoteVersion | undefined,
  opened: QuoteVersion,
  now: Date,
): Promise<QuoteVersion> {
  if (
    actor.kind !== 'customer' ||
    status !== 'quoted' ||
    opened.version !== current?.version ||
    opened.viewedAt
  ) {
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
