import { COMPLETED_MILESTONE, decide, statusUpdateSchema, validate } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import type { SecuritySettings } from '../settings';
import { signatureOf } from '../signature';
import { errors, fail, ok, type Result } from '../result';
import { issueBalanceInvoice } from '../billing';

/**
 * The status editor's one change: a project in progress is marked completed, optionally with
 * a note for the customer: the project's completion note (its own panel on the card, and the
 * completion email) and the timeline's last entry. A completed project answers 'This project
 * is already completed.'
 */
export class MarkComplete {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      settings: Pick<SecuritySettings, 'reviewRequestDelayMs'>;
    },
  ) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<FurnitureRequest>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const input = validate(statusUpdateSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const now = this.deps.clock.now();

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const decision = decide(loaded.value, { type: 'MARK_COMPLETE' });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      const updated = await tx.requests.update(
        id,
        {
          status: decision.next.status,
          ...(input.value.notes === undefined
            ? {}
            : {
                completionNote: input.value.notes,
                // The spec's `notes` of this call are the project notes; a customer's own words
                // already there are kept as they are, never added to.
                ...(loaded.value.notes ? {} : { notes: input.value.notes }),
              }),
        },
        now,
      );
      // The timeline's last entry; the ProjectCompleted email tells the customer of it.
      await tx.progress.create(
        {
          projectId: id,
          kind: 'completion',
          milestone: COMPLETED_MILESTONE,
          note: input.value.notes ?? null,
          photos: [],
          authorName: actor.kind === 'admin' ? await signatureOf(tx, actor) : null,
        },
        now,
      );
      await tx.outbox.add([{ type: 'ProjectCompleted', requestId: id, by: actedBy(actor) }], now);
      // A firm price asks the rest of it now.
      await issueBalanceInvoice(tx, id, now);
      // Asked once, some days on: time for the piece to be lived with.
      await tx.outbox.schedule(
        { type: 'ReviewRequestDue', requestId: id },
        {
          at: new Date(now.getTime() + this.deps.settings.reviewRequestDelayMs),
          key: `review-request:${id}`,
        },
        now,
      );
      return ok(updated);
    });
  }
}
