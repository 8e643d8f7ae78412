/**
 * Failed sign-ins per email, from any address, counted in runs: a run goes on while failures
 * keep coming, and ends once `quietMs` pass without one. Kept for an email with no account
 * too, so an account answers no differently from a stranger's address.
 */
export interface SignInFailureLog {
  /** The failures of the run `email` is in at `now`; 0 when it has none, or it has ended. */
  count(email: string, now: Date): Promise<number>;
  /**
   * Counts one failure: the run goes on, or a new one starts. Answers the run's count with this
   * failure, atomically (two failures at once get two different counts).
   */
  record(email: string, now: Date, quietMs: number): Promise<number>;
}
