import type { StaffInvitation } from '../use-cases/issue-staff-invitation';
import { notification } from './notification';

/** The link to choose a password, made as the email goes; never a password. */
export const staffInvitation = notification<'StaffInvited', StaffInvitation>({
  answers: 'StaffInvited',
  title: 'Team invitation',
  carriesSecret: true,
  async plan(event, { tx, issueStaffInvitation }) {
    const member = await tx.staff.findById(event.staffId);
    // Removed since, or already in: nobody is waiting for this link.
    if (!member || member.passwordHash) return null;
    return {
      to: member.email,
      build: async () => {
        const issued = await issueStaffInvitation.execute(member.id);
        return issued.ok ? issued.value : null;
      },
    };
  },
});
