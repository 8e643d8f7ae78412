import { showcaseConsentSchema, validate } from '@workshop/domain';
import { loadOwnRequest } from '../access';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ShowcaseConsent } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const ONLY_COMPLETED_SHOWN = 'Only a completed piece can be shown.';

/**
 * The customer says whether the workshop may show their finished piece (never their name); the
 * answer can be changed at any time.
 */
export class AnswerShowcaseConsent {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, projectId: number, body: unknown): Promise<Result<ShowcaseConsent>> {
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      if (loaded.value.status !== 'completed') {
        return fail(errors.conflict('SHOWCASE', ONLY_COMPLETED_SHOWN));
      }
      const input = validate(showcaseConsentSchema, body);
      if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
      return ok(
        await tx.showcase.recordConsent(projectId, input.value.allowed, this.deps.clock.now()),
      );
    });
  }
}
