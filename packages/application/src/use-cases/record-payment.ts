import {
  formatCents,
  OVERPAYMENT_MESSAGE,
  PAYMENT_BEFORE_PROJECT_MESSAGE,
  paymentSchema,
  validate,
  workshopDay,
} from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdminActor } from '../access';
import { loadAccount, type ProjectAccount } from '../billing';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { signatureOf } from '../signature';

export const NO_FIRM_PRICE = 'This project has no accepted firm price to pay against';

/**
 * The workshop records a payment it received (partial ones too), signed with the recorder's
 * name; the customer is emailed a receipt. A payment above what is left of the price is
 * refused. The project's row is locked, so two payments recorded at once cannot both fit in
 * what is left.
 */
export class RecordPayment {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<ProjectAccount>> {
    const admin = requireAdminActor(actor);
    if (!admin.ok) return admin;
    const now = this.deps.clock.now();
    const input = validate(paymentSchema(workshopDay(now)), body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      if (input.value.paidOn < workshopDay(loaded.value.createdAt)) {
        const message = PAYMENT_BEFORE_PROJECT_MESSAGE;
        return fail(errors.validation(message, { paidOn: message }));
      }
      const before = await loadAccount(tx, id);
      if (before.account.priceCents === null) {
        return fail(errors.conflict('no-firm-price', NO_FIRM_PRICE));
      }
      if (input.value.amountCents > before.account.balanceCents) {
        const left = formatCents(before.account.balanceCents, before.currency);
        return fail(errors.conflict('overpayment', OVERPAYMENT_MESSAGE(left)));
      }
      const open = before.invoices.find((invoice) => invoice.paidCents < invoice.amountCents);
      const payment = await tx.payments.record({
        requestId: id,
        invoiceId: open?.id ?? null,
        amountCents: input.value.amountCents,
        paidOn: input.value.paidOn,
        method: input.value.method,
        reference: input.value.reference ?? null,
        recordedBy: await signatureOf(tx, admin.value),
        recordedAt: now,
      });
      await tx.outbox.add(
        [{ type: 'PaymentRecorded', requestId: id, paymentId: payment.id, by: actedBy(actor) }],
        now,
      );
      return ok(await loadAccount(tx, id));
    });
  }
}
