import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { MessageAttachment } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const NO_SUCH_ATTACHMENT = 'Attachment not found';

/**
 * One file of a message, for the project's customer and the workshop only: anyone else is told
 * the project does not exist, as for the thread itself. The caller streams it from the store.
 */
export class GetMessageAttachment {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(
    actor: Actor,
    projectId: number,
    messageId: number,
    position: number,
  ): Promise<Result<MessageAttachment>> {
    return this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      const attachment = await db.messages.findAttachment(projectId, messageId, position);
      return attachment ? ok(attachment) : fail(errors.notFound(NO_SUCH_ATTACHMENT));
    });
  }
}
