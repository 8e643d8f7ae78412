import { invoicePaidCents } from '@workshop/domain';
import { notification } from './notification';
import { loadInvoiceData, type InvoiceData } from './invoice';

export interface DepositReminderData extends InvoiceData {
  /** What is left to pay of the deposit. */
  readonly dueCents: number;
}

/** On a deposit's due date, if it is not paid in full yet: once, with the invoice again. */
export const depositReminder = notification<'DepositReminderDue', DepositReminderData>({
  answers: 'DepositReminderDue',
  title: 'Deposit reminder',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    const data = await loadInvoiceData(tx, project, event.requestId, event.invoiceId);
    if (!data) return null;
    const [invoices, payments] = await Promise.all([
      tx.invoices.listByProject(event.requestId),
      tx.payments.listByProject(event.requestId),
    ]);
    const deposit = invoices.find((invoice) => invoice.id === event.invoiceId);
    if (!deposit) return null;
    const dueCents =
      deposit.amountCents - (invoicePaidCents(invoices, payments).get(deposit.number) ?? 0);
    if (dueCents <= 0) return null;
    return { to: loaded.customerEmail, build: async () => ({ ...data, dueCents }) };
  },
});
