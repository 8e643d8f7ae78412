import { button, p, type Renderer } from '../blocks';

export const signInWarning: Renderer<'sign-in-warning'> = ({ data }, { signIn, workshop }) => ({
  subject: `Someone is trying to sign in to your ${workshop.name} account`,
  greeting: 'Hello,',
  blocks: [
    p(
      `We just refused ${data.failedAttempts} sign-ins to your account with a wrong password. Each new try now waits longer; your own password still works as usual.`,
    ),
    p(
      `If this was you, there is nothing to do. If not, choose a new password that you use nowhere else: "Forgot your password?" on the sign-in page sends you a link. Questions? Call us at ${workshop.phone}.`,
    ),
    button('Go to sign-in', signIn),
  ],
});
