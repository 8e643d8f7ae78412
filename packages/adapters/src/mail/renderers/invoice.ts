import type { InvoiceDocument } from '@workshop/application';
import { formatMoney } from '@workshop/domain';
import { formatDay } from '../../formatting/dates';
import { button, facts, p, type Renderer } from '../blocks';

const what = (invoice: InvoiceDocument) =>
  invoice.kind === 'deposit' ? 'the deposit' : 'the balance';

export const invoiceFacts = (invoice: InvoiceDocument) =>
  facts([
    ['Invoice', invoice.label],
    ['For', invoice.description],
    ['Amount', formatMoney(invoice.amountCents, invoice.currency)],
    ['Due by', formatDay(invoice.dueOn)],
  ]);

export const invoice: Renderer<'invoice'> = ({ data }, { dashboard }) => ({
  subject: `Invoice ${data.invoice.label} for project #${data.projectId}`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      `Here is our invoice for ${what(data.invoice)} of your project, ${formatMoney(data.invoice.amountCents, data.invoice.currency)}. The PDF is attached.`,
    ),
    invoiceFacts(data.invoice),
    p(`How to pay: ${data.invoice.paymentInstructions}`),
    button('See your project', dashboard),
  ],
});
