import { notification } from './notification';
import type { ProjectDetails } from './project';

export interface MessageDigestData extends ProjectDetails {
  /** The customer's messages the team has not seen yet, oldest first. */
  readonly messages: readonly {
    readonly senderName: string;
    readonly message: string;
    readonly sentAt: Date;
    readonly attachmentNames: readonly string[];
  }[];
}

export const messageDigest = notification<'MessageDigestDue', MessageDigestData>({
  answers: 'MessageDigestDue',
  title: 'Customer messages (to the team)',
  async plan(event, { tx, project, workshopEmail }) {
    const loaded = await project(event.requestId);
    if (!loaded) return null;
    const awaiting = await tx.messages.listAwaitingTeam(loaded.request.id);
    if (awaiting.length === 0) return null;
    const messages = awaiting.map(({ senderName, message, sentAt, attachments }) => ({
      senderName,
      message,
      sentAt,
      attachmentNames: attachments.map((attachment) => attachment.name),
    }));
    return {
      to: workshopEmail,
      build: async () => ({ ...loaded.details, messages }),
      // Told once: the next digest lists only what the customer writes after this one.
      afterSent: (after, now) =>
        after.messages.markTeamAlerted(
          awaiting.map((message) => message.id),
          now,
        ),
    };
  },
});
