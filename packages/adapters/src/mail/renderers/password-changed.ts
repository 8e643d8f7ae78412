import { button, p, type Renderer } from '../blocks';

export const passwordChanged: Renderer<'password-changed'> = (_email, { signIn, workshop }) => ({
  subject: `Your ${workshop.name} password was changed`,
  greeting: 'Hello,',
  blocks: [
    p('The password of your account was just changed, and other devices were signed out.'),
    p(`If this was not you, reset your password now and call us at ${workshop.phone}.`),
    button('Reset your password', signIn),
  ],
});
