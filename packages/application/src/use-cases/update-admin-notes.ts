import { adminNotesSchema, validate } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import { errors, fail, ok, type Result } from '../result';

/** The workshop's internal notes on a project; customers never see them. */
export class UpdateAdminNotes {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<FurnitureRequest>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const input = validate(adminNotesSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      // Internal: the customer's "Updated" date must not move for what they cannot see.
      const updated = await tx.requests.update(id, { adminNotes: input.value.adminNotes }, null);
      // Who changed them, for the activity log; what they say stays on the project only.
      await tx.outbox.add(
        [{ type: 'AdminNotesUpdated', requestId: id, by: actedBy(actor) }],
        this.deps.clock.now(),
      );
      return ok(updated);
    });
  }
}
