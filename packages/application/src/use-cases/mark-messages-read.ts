import { markReadSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadVisibleRequest, requireSignedIn } from '../access';
import { requireSide } from '../sides';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** Opening the messaging dialog marks the project's messages read for the reader's side. */
export class MarkMessagesRead {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(
    actor: Actor,
    projectId: number,
    body: unknown,
  ): Promise<Result<{ marked: number }>> {
    const signedIn = requireSignedIn(actor);
    if (!signedIn.ok) return signedIn;
    const input = validate(markReadSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const side = requireSide(actor, input.value.userType);
    if (!side.ok) return side;

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId);
      if (!loaded.ok) return loaded;
      return ok({ marked: await tx.messages.markRead(projectId, side.value) });
    });
  }
}
