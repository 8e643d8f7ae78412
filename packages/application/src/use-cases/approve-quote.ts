import { approveQuoteSchema, QUOTE_TERMS, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { ok, type Result } from '../result';
import { answerQuote } from './quote-answer';

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
      const answer = await answerQuote(tx, actor, id, 'APPROVE_QUOTE', input, now);
      if (!answer.ok) return answer;
      const { quote, next } = answer.value;
      await tx.quotes.accept({
        requestId: id,
        version: quote.version,
        amount: quote.amount,
        signatureName: answer.value.input.signatureName,
        acceptedAt: now,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        terms: QUOTE_TERMS,
      });
      const updated = await tx.requests.update(
        id,
        { status: next.status, quoteApproved: next.quoteApproved, quoteApprovedAt: now },
        now,
      );
      await tx.outbox.add([{ type: 'QuoteApproved', requestId: id }], now);
      return ok(customerView(updated));
    });
  }
}
