import { approveQuoteSchema, decide, QUOTE_TERMS, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView, loadOwnRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { answeredQuote, NO_SUCH_VERSION } from './quote-standing';

/** Where an acceptance came from, as the HTTP layer saw it. */
export interface AcceptanceOrigin {
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

/**
 * The customer accepts the current quote, signing with their typed name; work begins. The
 * acceptance (version, amount, name, time, address, browser, the terms as they read) is
 * written once. The row lock makes a double approval lose.
 */
export class ApproveQuote {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    id: number,
    body: unknown,
    origin: AcceptanceOrigin,
  ): Promise<Result<CustomerRequestView>> {
    const input = validate(approveQuoteSchema, body);
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
      const decision = decide(loaded.value, { type: 'APPROVE_QUOTE', quote: standing });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
      if (!quote) return fail(errors.notFound(NO_SUCH_VERSION));
      await tx.quotes.accept({
        requestId: id,
        version: quote.version,
        amount: quote.amount,
        signatureName: input.value.signatureName,
        acceptedAt: now,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        terms: QUOTE_TERMS,
      });
      const updated = await tx.requests.update(
        id,
        {
          status: decision.next.status,
          quoteApproved: decision.next.quoteApproved,
          quoteApprovedAt: now,
        },
        now,
      );
      await tx.outbox.add([{ type: 'QuoteApproved', requestId: id }], now);
      return ok(customerView(updated));
    });
  }
}
