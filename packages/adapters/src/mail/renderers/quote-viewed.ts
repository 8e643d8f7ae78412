import { formatDate } from '../../formatting/dates';
import { button, facts, projectFacts, type Renderer } from '../blocks';

export const quoteViewed: Renderer<'quote-viewed'> = ({ data }, { admin }) => ({
  subject: `Quote opened: project #${data.projectId}`,
  greeting: `${data.fullName} opened quote v${data.quoteVersion}.`,
  blocks: [
    facts([['Opened', formatDate(data.viewedAt)]]),
    projectFacts(data),
    button('Open the admin panel', admin),
  ],
});
