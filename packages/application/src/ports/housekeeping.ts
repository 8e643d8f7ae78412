/** A draft nobody submitted, and the image it kept. */
export interface AbandonedDraft {
  readonly sessionId: string;
  readonly imagePath: string | null;
}

/**
 * What the maintenance job tidies: rows whose time is over. Each method answers how many rows
 * it removed (or changed), for the job's log line.
 */
export interface Housekeeping {
  deleteExpiredSessions(now: Date): Promise<number>;
  /** Reset links past their hour: the hash and its expiry are cleared. */
  clearExpiredResetTokens(now: Date): Promise<number>;
  /** Rate-limit counters whose window is over, and runs of failed sign-ins that have ended. */
  deleteExpiredRateLimits(now: Date): Promise<number>;
  /** Idempotency-Keys (and the answers kept for their retries) past their expiry. */
  deleteExpiredIdempotencyKeys(now: Date): Promise<number>;
  /** Passkey ceremonies begun and never answered, past their expiry. */
  deleteExpiredPasskeyChallenges(now: Date): Promise<number>;
  /**
   * Published events older than `before`, but not those a failed or delayed email still needs,
   * nor those of a project that still exists (or the creation of an account that does): they
   * are its activity log.
   */
  prunePublishedEvents(before: Date): Promise<number>;
  /** Sent and skipped email records older than `before`, unless their event or project is kept. */
  pruneSentEmails(before: Date): Promise<number>;
  /** Removes the drafts never submitted and untouched since `before`; answers what they kept. */
  deleteAbandonedDrafts(before: Date): Promise<AbandonedDraft[]>;
  /** Every uploaded file a row still names (projects and drafts). */
  referencedFiles(): Promise<ReadonlySet<string>>;
}
