import { button, facts, p, projectFacts, type Renderer } from '../blocks';

export const quoteApproved: Renderer<'quote-approved'> = ({ data }, { admin }) => ({
  subject: `Quote approved: project #${data.projectId}`,
  greeting: `${data.fullName} approved the quote.`,
  blocks: [
    facts([['Quote', data.quoteAmount]]),
    projectFacts(data),
    p('The project is now in progress.'),
    ...(data.signedCopy
      ? [
          p(
            `The signed quote is attached (${data.signedCopy.fileName}); the SHA-256 of the quote it carries is ${data.signedCopy.quoteSha256}.`,
          ),
        ]
      : []),
    button('Open the admin panel', admin),
  ],
});
