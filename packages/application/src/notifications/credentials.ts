import { notification } from './notification';

export interface CredentialsData {
  readonly temporaryPassword: string;
  readonly expiresAt: Date;
}

/**
 * A new account's temporary password. It is derived from the account and this event, so
 * every copy of this email carries the same one, and each of them signs in.
 */
export const credentials = notification<'AccountCreated', CredentialsData>({
  answers: 'AccountCreated',
  title: 'Account details (temporary password)',
  carriesSecret: true,
  async plan(event, { tx, eventId, issueTemporaryPassword }) {
    // The account's address as it is now: "Send again" after a fix reaches the right one.
    const to = (await tx.users.findById(event.userId))?.email ?? event.email;
    return {
      to,
      build: async () => {
        const issued = await issueTemporaryPassword.execute(event.userId, eventId);
        if (!issued.ok) return null;
        const { temporaryPassword, expiresAt } = issued.value;
        return { temporaryPassword, expiresAt };
      },
    };
  },
});
