import { formatDay } from '../../formatting/dates';
import { button, facts, p, quote, type Renderer } from '../blocks';

export const quoteReady: Renderer<'quote-ready'> = ({ data }, { publicUrl, dashboard }) => {
  const pdf = `${publicUrl}/api/furniture-requests/${data.projectId}/quotes/${data.quoteVersion}/pdf`;
  return {
    subject: `Your quote for project #${data.projectId} is ready`,
    greeting: `Hello ${data.fullName},`,
    blocks: [
      p(
        data.quoteVersion === 1
          ? 'We have looked at your design and prepared a quote.'
          : `We have prepared version ${data.quoteVersion} of your quote; it replaces the earlier one.`,
      ),
      facts([
        [data.firm ? 'Price' : 'Estimated cost', data.quoteAmount],
        ['Quoted by', data.quotedBy],
        ['Valid until', formatDay(data.validUntil)],
      ]),
      ...(data.quoteNotes ? [quote(data.quoteNotes)] : []),
      p(
        'From your dashboard you can accept it, ask us for changes or decline it. Questions are welcome too: reply from the project’s messages.',
      ),
      button('Review the quote', dashboard),
      p(`The quote as a PDF (after signing in): ${pdf}`),
    ],
  };
};
