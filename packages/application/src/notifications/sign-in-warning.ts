import { notification, ready } from './notification';

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

export interface SignInWarningData {
  readonly failedAttempts: number;
}

/**
 * Someone is guessing the account's password: its owner hears of it (never from where, never
 * with what). Sign-in records one warning per run of failures; a patient guesser starts a new
 * run every quarter of an hour, so the owner is told at most once in six hours.
 */
export const signInWarning = notification<'SignInAttemptsSurged', SignInWarningData>({
  answers: 'SignInAttemptsSurged',
  title: 'Sign-in attempts warning',
  perRecipient: { emails: 1, withinMs: SIX_HOURS_MS },
  async plan(event, { tx }) {
    const to = (await tx.users.findById(event.userId))?.email;
    if (!to) return null;
    return ready(to, { failedAttempts: event.failedAttempts });
  },
});
