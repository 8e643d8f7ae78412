import { declineQuoteSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { ok, type Result } from '../result';
import { answerQuote } from './quote-answer';

/** The customer declines the current quote with a reason; the team may reopen it with a new version. */
export class DeclineQuote {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<CustomerRequestView>> {
    const input = validate(declineQuoteSchema, body);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const answer = await answerQuote(tx, actor, id, 'DECLINE_QUOTE', input, now);
      if (!answer.ok) return answer;
      const { quote, next } = answer.value;
      await tx.quotes.markDeclined(id, quote.version, answer.value.input.reason, now);
      const updated = await tx.requests.update(id, { status: next.status }, now);
      await tx.outbox.add(
        [{ type: 'QuoteDeclined', requestId: id, quoteVersion: quote.version }],
        now,
      );
      return ok(customerView(updated));
    });
  }
}
