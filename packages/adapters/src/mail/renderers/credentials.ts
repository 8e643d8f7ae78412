import { formatDate } from '../../formatting/dates';
import { button, facts, p, type Renderer } from '../blocks';

export const credentials: Renderer<'credentials'> = (email, { signIn, workshop }) => ({
  subject: `Your ${workshop.name} account`,
  greeting: 'Welcome!',
  blocks: [
    p(
      'Thank you for your project request. We have opened an account for you so you can follow your project, approve quotes and message our team.',
    ),
    facts([
      ['Email', email.to],
      ['Temporary password', email.data.temporaryPassword],
      ['Valid until', formatDate(email.data.expiresAt)],
    ]),
    p('When you first sign in we will ask you to choose a permanent password.'),
    button('Sign in', signIn),
  ],
});
