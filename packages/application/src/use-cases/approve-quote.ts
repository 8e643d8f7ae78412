import { decide } from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView, loadOwnRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { errors, fail, ok, type Result } from '../result';

/** The customer accepts the quote; work begins. The row lock makes a double approval lose. */
export class ApproveQuote {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number): Promise<Result<CustomerRequestView>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const decision = decide(loaded.value, { type: 'APPROVE_QUOTE' });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
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
