import { button, p, projectFacts, quote, type Renderer } from '../blocks';

export const quoteChangesRequested: Renderer<'quote-changes-requested'> = (
  { data },
  { admin },
) => ({
  subject: `Changes requested: project #${data.projectId}`,
  greeting: `${data.fullName} asked for changes to quote v${data.quoteVersion}.`,
  blocks: [
    quote(data.message),
    projectFacts(data),
    p('Send a revised version from the admin panel; it replaces the current one.'),
    button('Open the admin panel', admin),
  ],
});
