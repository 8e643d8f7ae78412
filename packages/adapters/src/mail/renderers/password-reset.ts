import { button, p, type Renderer } from '../blocks';

export const passwordReset: Renderer<'password-reset'> = ({ data }, { publicUrl, workshop }) => {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(data.token)}`;
  return {
    subject: `Reset your ${workshop.name} password`,
    greeting: 'Hello,',
    blocks: [
      p(
        'Someone asked to reset the password of your account. If it was you, use the link below; it works once, for one hour.',
      ),
      button('Choose a new password', link),
      p('If you did not ask for this, ignore this email: your password stays as it is.'),
    ],
  };
};
