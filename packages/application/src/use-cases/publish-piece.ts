import { NO_CONSENT_MESSAGE, publishPieceSchema, validate } from '@workshop/domain';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressPhoto, PublishedPiece } from '../records';
import { errors, fail, ok, type Result } from '../result';

/**
 * The workshop turns a finished piece into a portfolio entry in one step: a title, a line of
 * text and which of the project's progress photos. Only with the customer's yes, and never
 * with their name.
 */
export class PublishPiece {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, projectId: number, body: unknown): Promise<Result<PublishedPiece>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      const consent = await tx.showcase.consentOf(projectId);
      if (loaded.value.status !== 'completed' || !consent?.allowed) {
        return fail(errors.conflict('SHOWCASE', NO_CONSENT_MESSAGE));
      }
      const input = validate(publishPieceSchema, body);
      if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
      const timeline = await tx.progress.listByProject(projectId);
      const photos: ProgressPhoto[] = [];
      for (const { updateId, n } of input.value.photos) {
        const photo = timeline.find((entry) => entry.id === updateId)?.photos[n - 1];
        if (!photo) return fail(errors.validation('Please choose photos of this project'));
        photos.push(photo);
      }
      return ok(
        await tx.showcase.publish(
          {
            projectId,
            title: input.value.title,
            text: input.value.text ?? null,
            photos,
          },
          this.deps.clock.now(),
        ),
      );
    });
  }
}
