import { messageSchema, validate } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireSignedIn } from '../access';
import { checkAttachmentBudget } from '../attachment-budget';
import { requireSide } from '../sides';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { SecuritySettings } from '../settings';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProjectMessage, StoredAttachment } from '../records';
import { errors, fail, ok, type Result } from '../result';

/**
 * A message on a project, from the workshop or from the project's customer, with up to three
 * files. The files arrive already checked and stored (the upload path refuses the whole message
 * when one of them is refused); they go again whenever the message is not posted, so a refusal
 * here leaves no file behind either.
 */
export class PostMessage {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      files: FileStorage;
      settings: Pick<SecuritySettings, 'teamAlertDelayMs' | 'attachmentBudget'>;
    },
  ) {}

  async execute(
    actor: Actor,
    projectId: number,
    body: unknown,
    attachments: readonly StoredAttachment[] = [],
  ): Promise<Result<ProjectMessage>> {
    let posted = false;
    try {
      const result = await this.post(actor, projectId, body, attachments);
      posted = result.ok;
      return result;
    } finally {
      if (!posted) {
        for (const attachment of attachments) await this.deps.files.remove(attachment.storageKey);
      }
    }
  }

  private async post(
    actor: Actor,
    projectId: number,
    body: unknown,
    attachments: readonly StoredAttachment[],
  ): Promise<Result<ProjectMessage>> {
    const signedIn = requireSignedIn(actor);
    if (!signedIn.ok) return signedIn;
    const input = validate(messageSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const side = requireSide(actor, input.value.senderType);
    if (!side.ok) return side;
    const now = this.deps.clock.now();

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId, attachments.length > 0);
      if (!loaded.ok) return loaded;
      if (attachments.length > 0) {
        // Checked again with the sizes kept, under the project's lock: two messages at once
        // cannot both take the last of the budget.
        const adding = attachments.reduce((total, attachment) => total + attachment.size, 0);
        const budget = await checkAttachmentBudget(
          tx,
          loaded.value,
          adding,
          this.deps.settings.attachmentBudget,
        );
        if (!budget.ok) return budget;
      }
      const message = await tx.messages.create(
        {
          projectId,
          message: input.value.message,
          senderName: input.value.senderName,
          senderType: side.value,
          attachments,
        },
        now,
      );
      if (side.value === 'admin') {
        // The customer's card shows the workshop's latest message.
        await tx.requests.update(
          projectId,
          {
            adminMessage: message.message,
            adminMessageSentAt: message.sentAt,
            adminMessageSentBy: message.senderName,
          },
          now,
        );
        // A reply answers what the customer wrote: it no longer waits in the team's inbox.
        await tx.messages.markRead(projectId, 'admin');
      }
      await tx.outbox.add(
        [
          {
            type: 'MessagePosted',
            requestId: projectId,
            messageId: message.id,
            senderType: side.value,
            by: side.value === 'admin' ? actedBy(actor) : null,
          },
        ],
        now,
      );
      if (side.value === 'customer') {
        // One alert for the team per project, a few minutes on, with what was said meanwhile.
        await tx.outbox.schedule(
          { type: 'MessageDigestDue', requestId: projectId },
          {
            at: new Date(now.getTime() + this.deps.settings.teamAlertDelayMs),
            key: `message-digest:${projectId}`,
          },
          now,
        );
      }
      return ok(message);
    });
  }
}
