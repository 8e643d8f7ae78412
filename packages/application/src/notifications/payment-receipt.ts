import { addressLine, DEFAULT_WORKSHOP_PROFILE, PAYMENT_METHOD_LABELS } from '@workshop/domain';
import { loadAccount } from '../billing';
import { notification } from './notification';
import type { ProjectDetails } from './project';

/** A receipt as its PDF prints it: the payment, and where the project stood after it. */
export interface ReceiptDocument {
  readonly fileName: string;
  readonly paymentId: number;
  readonly projectId: number;
  readonly customerName: string;
  readonly amountCents: number;
  readonly currency: string;
  /** YYYY-MM-DD */
  readonly paidOn: string;
  readonly method: string;
  readonly reference: string | null;
  readonly paidCents: number;
  readonly balanceCents: number;
  readonly payeeName: string;
  readonly payeeAddress: string;
}

export interface PaymentReceiptData extends ProjectDetails {
  readonly receipt: ReceiptDocument;
}

/** Each payment the workshop records: a receipt, its PDF attached. */
export const paymentReceipt = notification<'PaymentRecorded', PaymentReceiptData>({
  answers: 'PaymentRecorded',
  title: 'Payment receipt',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    const payment = await tx.payments.find(event.requestId, event.paymentId);
    if (!payment || payment.voidedAt) return null;
    const { account, currency } = await loadAccount(tx, event.requestId);
    const profile = (await tx.workshopProfile.current())?.document ?? DEFAULT_WORKSHOP_PROFILE;
    const receipt: ReceiptDocument = {
      fileName: `receipt-${event.requestId}-${payment.id}.pdf`,
      paymentId: payment.id,
      projectId: event.requestId,
      customerName: loaded.details.fullName,
      amountCents: payment.amountCents,
      currency,
      paidOn: payment.paidOn,
      method: PAYMENT_METHOD_LABELS[payment.method],
      reference: payment.reference,
      paidCents: account.paidCents,
      balanceCents: account.balanceCents,
      payeeName: profile.name,
      payeeAddress: addressLine(profile),
    };
    return { to: loaded.customerEmail, build: async () => ({ ...loaded.details, receipt }) };
  },
});
