import { button, facts, p, projectFacts, type Renderer } from '../blocks';

export const quoteDeclined: Renderer<'quote-declined'> = ({ data }, { admin }) => ({
  subject: `Quote declined: project #${data.projectId}`,
  greeting: `${data.fullName} declined quote v${data.quoteVersion}.`,
  blocks: [
    facts([['Reason', data.reason]]),
    projectFacts(data),
    p('You can reopen the project with a new version from the admin panel.'),
    button('Open the admin panel', admin),
  ],
});
