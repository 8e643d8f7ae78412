import { MailDeliveryError, type Email, type Mailer, type SentEmail } from '../../src';

/** How a failing send fails: an SMTP 4xx, an SMTP 5xx, or no answer at all. */
export type MailFailure = 'transient' | 'permanent' | 'connection';

function failure(kind: MailFailure): Error {
  switch (kind) {
    case 'transient':
      return new MailDeliveryError('421 4.3.2 Service not available, try again later', false);
    case 'permanent':
      return new MailDeliveryError('550 5.1.1 Mailbox does not exist', true);
    case 'connection':
      return new Error('connect ECONNREFUSED 127.0.0.1:1025');
  }
}

/** Records what the mail server accepted; can be told to refuse the next sends. */
export class FakeMailer implements Mailer {
  /** Every email the server accepted, in order. */
  readonly sent: Email[] = [];
  /** Every send tried, accepted or not. */
  readonly attempts: Email[] = [];
  private failures: MailFailure[] = [];

  /** Makes the next `count` sends fail the given way. */
  failNext(count: number, kind: MailFailure): void {
    for (let i = 0; i < count; i += 1) this.failures.push(kind);
  }

  /** What it answers: the template and the details, where a real mailer renders them. */
  async send(email: Email): Promise<SentEmail> {
    this.attempts.push(email);
    const kind = this.failures.shift();
    if (kind) throw failure(kind);
    this.sent.push(email);
    return { subject: email.template, text: JSON.stringify(email.data) };
  }
}
