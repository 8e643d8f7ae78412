import { formatMoney } from '@workshop/domain';
import { button, p, type Renderer } from '../blocks';
import { invoiceFacts } from './invoice';

export const depositReminder: Renderer<'deposit-reminder'> = ({ data }, { dashboard }) => ({
  subject: `A reminder: the deposit for project #${data.projectId}`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      `The deposit for your project was due, and ${formatMoney(data.dueCents, data.invoice.currency)} of it is still to pay. If you have sent it already, thank you, and please ignore this email. The invoice is attached again.`,
    ),
    invoiceFacts(data.invoice),
    p(`How to pay: ${data.invoice.paymentInstructions}`),
    button('See your project', dashboard),
  ],
});
