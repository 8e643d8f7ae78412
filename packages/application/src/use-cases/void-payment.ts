import { validate, voidPaymentSchema } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdminActor } from '../access';
import { loadAccount, type ProjectAccount } from '../billing';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { signatureOf } from '../signature';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const ALREADY_VOIDED = 'This payment is already voided';

/**
 * A payment recorded by mistake (or a cheque that bounced) is voided, never deleted: it stays
 * on the project with who voided it, when and why, and counts for nothing from then on.
 */
export class VoidPayment {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    id: number,
    paymentId: number,
    body: unknown,
  ): Promise<Result<ProjectAccount>> {
    const admin = requireAdminActor(actor);
    if (!admin.ok) return admin;
    const input = validate(voidPaymentSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const payment = await tx.payments.find(id, paymentId);
      if (!payment) return fail(errors.notFound(PAYMENT_NOT_FOUND));
      const voided = await tx.payments.void(payment.id, {
        by: await signatureOf(tx, admin.value),
        reason: input.value.reason,
        at: now,
      });
      if (!voided) return fail(errors.conflict('already-voided', ALREADY_VOIDED));
      await tx.outbox.add(
        [{ type: 'PaymentVoided', requestId: id, paymentId: payment.id, by: actedBy(actor) }],
        now,
      );
      return ok(await loadAccount(tx, id));
    });
  }
}
