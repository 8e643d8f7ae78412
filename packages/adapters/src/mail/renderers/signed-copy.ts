import { button, facts, p, type Renderer } from '../blocks';

export const signedCopy: Renderer<'signed-copy'> = ({ data }, { dashboard }) => ({
  subject: `Your signed quote for project #${data.projectId}`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      'Thank you for accepting our quote. Your signed copy is attached: the quote as you accepted it, followed by an acceptance certificate.',
    ),
    facts([
      ['Quote', `v${data.version} (${data.quoteAmount})`],
      ['Accepted by', data.signatureName],
      ['SHA-256 of the quote', data.signedCopy.quoteSha256],
    ]),
    p(
      'The certificate says how to check that your copy is unchanged. You can download the same file again from your project.',
    ),
    button('See your project', dashboard),
  ],
});
