import { button, description, p, projectFacts, type Renderer } from '../blocks';

export const requestConfirmation: Renderer<'request-confirmation'> = (
  { data },
  { signIn, dashboard, workshop },
) => {
  const subject = `We received your project request #${data.projectId}`;
  if ('accountUnclaimed' in data) {
    // Whoever sent the form chose this address: nothing they typed is repeated here.
    return {
      subject,
      greeting: 'Hello,',
      blocks: [
        p(
          `We received a project request, number #${data.projectId}, sent from our website with this email address. ${workshop.responsePromise} ${workshop.quotePromise}`,
        ),
        p(
          `To see it, sign in with this email address and the temporary password from our other email, “Your ${workshop.name} account”. Everything that was sent with the request is in your account.`,
        ),
        button('Sign in', signIn),
        p(
          `If you did not send this request, you can ignore this email, or call us at ${workshop.phone}.`,
        ),
      ],
    };
  }
  return {
    subject,
    greeting: `Hello ${data.fullName},`,
    blocks: [
      p(
        `Thank you for telling us about your piece. ${workshop.responsePromise} ${workshop.quotePromise}`,
      ),
      projectFacts(data),
      ...description(data),
      p('You can follow your project from your dashboard at any time.'),
      button('Open your dashboard', dashboard),
    ],
  };
};
