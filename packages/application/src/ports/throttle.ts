/**
 * Counts uses of something per key over a window, shared by every process (the email a form
 * can make the site send, for one). `take` spends one use and says whether it was within the
 * limit; over it, the caller quietly does less, answering as it always does.
 */
export interface Throttle {
  take(key: string): Promise<boolean>;
}
