import type { Logger } from 'pino';
import type { SmtpMailer } from './smtp-mailer';

export interface SmtpWatch {
  /** Whether the last check could connect and log in. */
  healthy(): boolean;
  /** Settles once the first check is done (the mailer's timeouts bound it to seconds). */
  readonly firstCheck: Promise<void>;
  stop(): void;
}

/**
 * Checks the mail server at start and every `intervalMs`: while it cannot be used (unreachable,
 * TLS, a refused password) one error line says why, once, and the worker's health says so;
 * emails wait and are retried meanwhile. Its return is logged too.
 */
export function watchSmtp(mailer: SmtpMailer, logger: Logger, intervalMs = 30_000): SmtpWatch {
  let ok = true;
  let checked = false;
  const check = async () => {
    try {
      await mailer.verify();
      if (!ok || !checked) logger.info('the mail server accepts the worker');
      ok = true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (ok || !checked) {
        logger.error(
          { reason },
          `the mail server cannot be used: emails wait and are retried; checking again every ${intervalMs / 1000} s`,
        );
      }
      ok = false;
    }
    checked = true;
  };
  const firstCheck = check();
  const timer = setInterval(() => void check(), intervalMs);
  return { healthy: () => ok, firstCheck, stop: () => clearInterval(timer) };
}
