import { messageSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadVisibleRequest, requireSignedIn } from '../access';
import { requireSide } from '../sides';
import type { Clock } from '../ports/clock';
import type { SecuritySettings } from '../settings';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProjectMessage } from '../records';
import { errors, fail, ok, type Result } from '../result';

/** A message on a project, from the workshop or from the project's customer. */
export class PostMessage {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      settings: Pick<SecuritySettings, 'teamAlertDelayMs'>;
    },
  ) {}

  async execute(actor: Actor, projectId: number, body: unknown): Promise<Result<ProjectMessage>> {
    const signedIn = requireSignedIn(actor);
    if (!signedIn.ok) return signedIn;
    const input = validate(messageSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const side = requireSide(actor, input.value.senderType);
    if (!side.ok) return side;
    const now = this.deps.clock.now();

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId);
      if (!loaded.ok) return loaded;
      const message = await tx.messages.create(
        {
          projectId,
          message: input.value.message,
          senderName: input.value.senderName,
          senderType: side.value,
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
      }
      await tx.outbox.add(
        [
          {
            type: 'MessagePosted',
            requestId: projectId,
            messageId: message.id,
            senderType: side.value,
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
