import type { NewPayment, Payment } from '../records';

/** Payments received: never deleted nor changed, only voided once, with who and why. */
export interface PaymentRepository {
  record(payment: NewPayment): Promise<Payment>;
  /** The project's payments, in the order they were recorded. */
  listByProject(requestId: number): Promise<Payment[]>;
  /** The payments of several projects in one read (a page of the list), as recorded. */
  listByProjects(requestIds: readonly number[]): Promise<Payment[]>;
  find(requestId: number, paymentId: number): Promise<Payment | null>;
  /** Voids a payment not voided yet; null when there is none such. */
  void(
    paymentId: number,
    voiding: { readonly by: string; readonly reason: string; readonly at: Date },
  ): Promise<Payment | null>;
}
