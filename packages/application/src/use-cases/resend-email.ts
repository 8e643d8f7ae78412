import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const RESEND_QUEUED = 'The email will be sent again in a moment.';

/**
 * "Send again" in the Emails view, for a failed email or one still being tried. The worker
 * plans it anew from its event: a credentials email carries the same temporary password as any
 * copy before it (valid again from now), and every email goes to the address the account has
 * now.
 */
export class ResendEmail {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number): Promise<Result<{ message: string }>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return this.deps.uow.run(async (tx) => {
      const delivery = await tx.deliveries.findById(id);
      if (!delivery) return fail(errors.notFound('No such email'));
      if (delivery.status !== 'failed' && delivery.status !== 'retrying') {
        return fail(errors.conflict('resend', 'Only a failed or delayed email can be sent again.'));
      }
      const now = this.deps.clock.now();
      await tx.deliveries.prepareResend(id, now);
      await tx.outbox.add([{ type: 'EmailResendRequested', deliveryId: id }], now);
      return ok({ message: RESEND_QUEUED });
    });
  }
}
