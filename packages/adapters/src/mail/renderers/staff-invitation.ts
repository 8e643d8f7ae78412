import { button, p, type Renderer } from '../blocks';

const ROLE_WORDS = {
  owner: 'as an owner (requests, the team and the settings)',
  staff: 'to handle project requests',
} as const;

export const staffInvitation: Renderer<'staff-invitation'> = (
  { data },
  { publicUrl, workshop },
) => {
  const link = `${publicUrl}/staff-invitation?token=${encodeURIComponent(data.token)}`;
  return {
    subject: `You are invited to the ${workshop.name} team`,
    greeting: `Hello ${data.name},`,
    blocks: [
      p(
        `You are invited to the ${workshop.name} admin panel ${ROLE_WORDS[data.role]}. Choose your password with the link below; it works once, for seven days.`,
      ),
      button('Choose your password', link),
      p(
        'Then sign in at the admin login with your email and that password. If you did not expect this, ignore this email.',
      ),
    ],
  };
};
