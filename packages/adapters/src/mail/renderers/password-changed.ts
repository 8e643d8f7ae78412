import { BUSINESS } from '@workshop/domain';
import { button, p, type Renderer } from '../blocks';

export const passwordChanged: Renderer<'password-changed'> = (_email, { signIn }) => ({
  subject: `Your ${BUSINESS.name} password was changed`,
  greeting: 'Hello,',
  blocks: [
    p('The password of your account was just changed, and other devices were signed out.'),
    p(`If this was not you, reset your password now and call us at ${BUSINESS.phone}.`),
    button('Reset your password', signIn),
  ],
});
