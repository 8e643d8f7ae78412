import { notification } from './notification';

export interface PasswordResetData {
  readonly token: string;
  readonly expiresAt: Date;
}

export const passwordReset = notification<'PasswordResetRequested', PasswordResetData>({
  answers: 'PasswordResetRequested',
  title: 'Password reset link',
  carriesSecret: true,
  async plan(event, { tx, issueResetToken }) {
    // Recorded for any address (ForgotPassword): only an account gets an email.
    const user = await tx.users.findByEmail(event.email);
    if (!user) return null;
    return {
      to: user.email,
      build: async () => {
        const issued = await issueResetToken.execute(user.id);
        if (!issued.ok) return null;
        const { token, expiresAt } = issued.value;
        return { token, expiresAt };
      },
    };
  },
});
