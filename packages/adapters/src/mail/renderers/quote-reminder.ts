import { formatDay } from '../../formatting/dates';
import { button, facts, p, type Renderer } from '../blocks';

export const quoteReminder: Renderer<'quote-reminder'> = ({ data }, { dashboard }) => ({
  subject: `Your quote for project #${data.projectId} is valid until ${formatDay(data.validUntil)}`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      `A reminder that our quote for your piece is valid until ${formatDay(data.validUntil)}. After that date we would need to prepare an updated one.`,
    ),
    facts([
      [data.firm ? 'Price' : 'Estimated cost', data.quoteAmount],
      ['Version', `v${data.quoteVersion}`],
    ]),
    p('You can accept it, ask for changes or decline it from your dashboard.'),
    button('Review the quote', dashboard),
  ],
});
