import { formatMoney } from '@workshop/domain';
import { formatDay } from '../../formatting/dates';
import { button, facts, p, type Renderer } from '../blocks';

export const paymentReceipt: Renderer<'payment-receipt'> = ({ data }, { dashboard }) => {
  const { receipt } = data;
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  return {
    subject: `Receipt: ${money(receipt.amountCents)} for project #${data.projectId}`,
    greeting: `Hello ${data.fullName},`,
    blocks: [
      p(
        `Thank you: we received your payment of ${money(receipt.amountCents)}. Your receipt is attached.`,
      ),
      facts([
        ['Paid on', formatDay(receipt.paidOn)],
        ['Method', receipt.method],
        ['Reference', receipt.reference],
        ['Paid so far', money(receipt.paidCents)],
        ['Left to pay', money(receipt.balanceCents)],
      ]),
      button('See your project', dashboard),
    ],
  };
};
