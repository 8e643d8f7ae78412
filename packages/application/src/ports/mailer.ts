import type { Email } from '../notification-list';

export type { Email, EmailOf, EmailTemplate } from '../notification-list';
export type { ProjectDetails } from '../notifications/project';

/**
 * Why a send failed. `permanent`: the server refused this recipient for good (a 550-class
 * answer about the address); the email is failed, with the answer, for the team to see. Anything
 * else is the mail system's own trouble (a wrong password, 535; connection refused; TLS; a
 * timeout; a 4xx) and is tried again later, however often it happens.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** What went out, as the recipient reads it: the Emails view shows it to the team. */
export interface SentEmail {
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  /**
   * Resolves with what was sent once the mail server accepted it; throws MailDeliveryError
   * otherwise.
   */
  send(email: Email): Promise<SentEmail>;
}
