/** Policy values the use cases need; the composition root fills them from configuration. */
export interface SecuritySettings {
  /** Customer and admin sessions: 24 hours, absolute. */
  readonly sessionTtlMs: number;
  /** How long an emailed temporary password keeps working. */
  readonly temporaryPasswordTtlMs: number;
  /** Reset links: 1 hour. */
  readonly resetTokenTtlMs: number;
  /** The admin passkey from configuration. */
  readonly adminPasskey: string;
  /** POST /api/debug/reset-password works only when this is true (local mode). */
  readonly debugResetEnabled: boolean;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_SECURITY_SETTINGS: Omit<
  SecuritySettings,
  'adminPasskey' | 'debugResetEnabled'
> = {
  sessionTtlMs: DAY_MS,
  temporaryPasswordTtlMs: 7 * DAY_MS,
  resetTokenTtlMs: 60 * 60 * 1000,
};
