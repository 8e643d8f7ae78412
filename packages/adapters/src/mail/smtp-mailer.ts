import nodemailer from 'nodemailer';
import { MailDeliveryError, type Email, type Mailer, type SentEmail } from '@workshop/application';
import type { WorkshopProfile } from '@workshop/domain';
import type { ObjectStore } from '../storage/object-store';
import { attachedFilesOf } from './attached-files';
import { inlinePhotosOf } from './inline-photo';
import { renderEmail } from './templates';

export interface SmtpMailerOptions {
  /** smtp:// or smtps://, with user:password@ if the server wants them. */
  readonly smtpUrl: string;
  readonly from: string;
  readonly publicUrl: string;
  /** Where a progress email's photo and a signed quote's PDF are read from (they travel inside the email). */
  readonly photos?: Pick<ObjectStore, 'open'>;
  /** Reads the workshop's current profile for each email (the defaults when absent). */
  readonly workshop?: () => Promise<WorkshopProfile>;
}

/** The replies that refuse a recipient for good: no such mailbox, not local, full, bad name. */
const RECIPIENT_REFUSED = new Set([550, 551, 552, 553]);

const fieldOf = (error: unknown, field: string): unknown =>
  typeof error === 'object' && error !== null && field in error
    ? (error as Record<string, unknown>)[field]
    : undefined;

/**
 * Only a refusal of the recipient is for good: a 550-class reply to RCPT TO (or to the message,
 * from a server that checks recipients late), or an address nodemailer cannot even put in an
 * envelope. Every other failure is the mail system's: any 4xx (greylisting answers 421 or 451
 * at MAIL FROM or RCPT TO, which nodemailer reports as EENVELOPE), a refusal of our own sender
 * at MAIL FROM, a wrong password (535), a policy reply (554), a connection, TLS or timeout
 * error; those are retried, however long it takes, and shown to the team as delayed, never as
 * the customer's problem.
 */
export function classifySmtpError(error: unknown): MailDeliveryError {
  const responseCode = fieldOf(error, 'responseCode');
  const command = fieldOf(error, 'command');
  const message = error instanceof Error ? error.message : String(error);
  const recipientRefused =
    typeof responseCode === 'number' &&
    RECIPIENT_REFUSED.has(responseCode) &&
    command !== 'MAIL FROM';
  // Checked by nodemailer before any server was asked: there is no reply code to wait out.
  const unusableAddress = fieldOf(error, 'code') === 'EENVELOPE' && command === 'API';
  return new MailDeliveryError(message, recipientRefused || unusableAddress);
}

export interface SmtpMailer extends Mailer {
  /** Connects and logs in: throws what is wrong (unreachable, TLS, a refused password). */
  verify(): Promise<void>;
  close(): void;
}

export function createSmtpMailer(options: SmtpMailerOptions): SmtpMailer {
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
    async send(email: Email): Promise<SentEmail> {
      const photos = await inlinePhotosOf(email, options.photos);
      const attachments = [...photos, ...(await attachedFilesOf(email, options.photos))];
      const rendered = renderEmail(email, options.publicUrl, {
        photoAttached: photos.length > 0,
        ...(options.workshop ? { workshop: await options.workshop() } : {}),
      });
      try {
        await transport.sendMail({ from: options.from, to: email.to, ...rendered, attachments });
      } catch (error) {
        throw classifySmtpError(error);
      }
      return { subject: rendered.subject, text: rendered.text };
    },
    async verify(): Promise<void> {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
