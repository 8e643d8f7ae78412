import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface NewMessageData extends ProjectDetails {
  readonly senderName: string;
  readonly message: string;
  /** Who reads it: the customer, or the workshop team. */
  readonly audience: 'customer' | 'admin';
  /** The names of the files sent with it (named only: they are read on the site). */
  readonly attachmentNames: readonly string[];
}

export const newMessage = notification<'MessagePosted', NewMessageData>({
  answers: 'MessagePosted',
  title: 'New message',
  async plan(event, { tx, project }) {
    // The customer's messages reach the team through the digest (MessageDigestDue).
    if (event.senderType !== 'admin') return null;
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    const message = await tx.messages.findById(loaded.request.id, event.messageId);
    if (!message) return null;
    return ready(loaded.customerEmail, {
      ...loaded.details,
      senderName: message.senderName,
      message: message.message,
      audience: 'customer',
      attachmentNames: message.attachments.map((attachment) => attachment.name),
    });
  },
});
