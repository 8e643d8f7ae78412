import nodemailer from 'nodemailer';
import { MailDeliveryError, type Email, type Mailer } from '@workshop/application';
import { renderEmail } from './templates';

export interface SmtpMailerOptions {
  /** smtp:// or smtps://, with user:password@ if the server wants them. */
  readonly smtpUrl: string;
  readonly from: string;
  readonly publicUrl: string;
}

/** A 5xx reply is a refusal for good; 4xx replies and connection trouble are worth a retry. */
export function classifySmtpError(error: unknown): MailDeliveryError {
  const responseCode =
    typeof error === 'object' &&
    error !== null &&
    'responseCode' in error &&
    typeof error.responseCode === 'number'
      ? error.responseCode
      : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new MailDeliveryError(message, responseCode !== undefined && responseCode >= 500);
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const url = new URL(options.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // Fail in seconds, not minutes: the queue retries with backoff anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email: Email): Promise<void> {
      const rendered = renderEmail(email, options.publicUrl);
      try {
        await transport.sendMail({ from: options.from, to: email.to, ...rendered });
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close: () => transport.close(),
  };
}
