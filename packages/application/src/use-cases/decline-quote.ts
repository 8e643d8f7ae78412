import { declineQuoteSchema, decide, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView, loadOwnRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { answeredQuote, NO_SUCH_VERSION } from './quote-standing';

/** The customer declines the current quote with a reason; the team may reopen it with a new version. */
export class DeclineQuote {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<CustomerRequestView>> {
    const input = validate(declineQuoteSchema, body);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const versions = await tx.quotes.listByRequest(id);
      const { quote, standing } = answeredQuote(
        versions,
        input.ok ? input.value.version : undefined,
        now,
      );
      const decision = decide(loaded.value, { type: 'DECLINE_QUOTE', quote: standing });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
      if (!quote) return fail(errors.notFound(NO_SUCH_VERSION));
      await tx.quotes.markDeclined(id, quote.version, input.value.reason, now);
      const updated = await tx.requests.update(id, { status: decision.next.status }, now);
      await tx.outbox.add(
        [{ type: 'QuoteDeclined', requestId: id, quoteVersion: quote.version }],
        now,
      );
      return ok(customerView(updated));
    });
  }
}
