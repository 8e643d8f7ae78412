/**
 * Failed sign-ins on one email, from any address. None refuses an address (the account's owner
 * must still get in from their own while a stranger guesses), so the account is slowed
 * instead: past `freeFailures` in a run, every attempt on it waits `firstDelayMs`, twice that
 * after the next failure, and so on up to `maxDelayMs`. A run ends `quietMs` after its last
 * failure. At `reportAfter` failures in a run the owner is warned (SignInAttemptsSurged).
 */
export interface SignInSlowdown {
  readonly freeFailures: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly quietMs: number;
  readonly reportAfter: number;
}

/** How long an attempt waits after `failures` in the email's run: 0, then doubling to a cap. */
export function signInDelayMs(failures: number, slowdown: SignInSlowdown): number {
  const past = failures - slowdown.freeFailures;
  if (past < 0) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** Math.min(past, 30));
}

/** Policy values the use cases need; the composition root fills them from configuration. */
export interface SecuritySettings {
  /** Customer and admin sessions: 24 hours, absolute. */
  readonly sessionTtlMs: number;
  /** How long an emailed temporary password keeps working. */
  readonly temporaryPasswordTtlMs: number;
  /** Reset links: 1 hour. */
  readonly resetTokenTtlMs: number;
  /** A staff invitation's link: 7 days, time enough to be read after a weekend. */
  readonly staffInvitationTtlMs: number;
  /** The admin passkey from configuration. */
  readonly adminPasskey: string;
  /** POST /api/debug/reset-password works only when this is true (local mode). */
  readonly debugResetEnabled: boolean;
  /**
   * A customer's message reaches the team as one email per project after this wait, with the
   * messages posted meanwhile: a busy thread is one alert, not one per message.
   */
  readonly teamAlertDelayMs: number;
  /** Reset emails one account may receive per hour; further requests are answered alike. */
  readonly resetEmailsPerHour: number;
  /** How long published events and sent-email records are kept (RETENTION_DAYS). */
  readonly retentionMs: number;
  /** Between two runs of the maintenance job. */
  readonly maintenanceIntervalMs: number;
  /** From a project's completion to the email (and dashboard card) asking for its review. */
  readonly reviewRequestDelayMs: number;
  readonly signInSlowdown: SignInSlowdown;
  /** Bytes of message attachments one project may hold, and all of one customer's projects. */
  readonly attachmentBudget: { readonly perProject: number; readonly perCustomer: number };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_SECURITY_SETTINGS: Omit<
  SecuritySettings,
  'adminPasskey' | 'debugResetEnabled'
> = {
  sessionTtlMs: DAY_MS,
  temporaryPasswordTtlMs: 7 * DAY_MS,
  resetTokenTtlMs: 60 * 60 * 1000,
  staffInvitationTtlMs: 7 * DAY_MS,
  teamAlertDelayMs: 3 * 60 * 1000,
  resetEmailsPerHour: 3,
  retentionMs: 30 * DAY_MS,
  maintenanceIntervalMs: 60 * 60 * 1000,
  reviewRequestDelayMs: 14 * DAY_MS,
  attachmentBudget: { perProject: 200 * 1024 * 1024, perCustomer: 500 * 1024 * 1024 },
  signInSlowdown: {
    freeFailures: 5,
    firstDelayMs: 500,
    maxDelayMs: 8000,
    quietMs: 15 * 60 * 1000,
    reportAfter: 10,
  },
};
