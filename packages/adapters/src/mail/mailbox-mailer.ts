import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Email, Mailer, SentEmail } from '@workshop/application';
import type { WorkshopProfile } from '@workshop/domain';
import type { ObjectStore } from '../storage/object-store';
import { attachedFilesOf } from './attached-files';
import { inlinePhotosOf } from './inline-photo';
import { renderEmail } from './templates';

export interface MailboxMailerOptions {
  /** DATA_DIR/mail: one .eml file per email. */
  readonly directory: string;
  readonly from: string;
  readonly publicUrl: string;
  /** Where a progress email's photo and a signed quote's PDF are read from (they travel inside the email). */
  readonly photos?: Pick<ObjectStore, 'open'>;
  /** Reads the workshop's current profile for each email (the defaults when absent). */
  readonly workshop?: () => Promise<WorkshopProfile>;
  /** Told of each email (local mode prints subject and recipient to the console). */
  readonly onDelivered?: (summary: { to: string; subject: string; file: string }) => void;
}

/**
 * Local mode's mail server: nodemailer builds the real MIME message, which is written to the
 * mailbox folder instead of being sent, so a new user can read the credentials and sign in.
 */
export function createMailboxMailer(options: MailboxMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(email: Email): Promise<SentEmail> {
      const photos = await inlinePhotosOf(email, options.photos);
      const attachments = [...photos, ...(await attachedFilesOf(email, options.photos))];
      const rendered = renderEmail(email, options.publicUrl, {
        photoAttached: photos.length > 0,
        ...(options.workshop ? { workshop: await options.workshop() } : {}),
      });
      const info = await transport.sendMail({
        from: options.from,
        to: email.to,
        ...rendered,
        attachments,
      });
      await mkdir(options.directory, { recursive: true });
      // Sortable by time; the random part keeps two emails of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${email.template}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(join(options.directory, file), info.message as Buffer);
      options.onDelivered?.({ to: email.to, subject: rendered.subject, file });
      return { subject: rendered.subject, text: rendered.text };
    },
  };
}
