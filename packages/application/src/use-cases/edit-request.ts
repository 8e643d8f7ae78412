import {
  decide,
  EDITABLE_REQUEST_FIELDS,
  requestEditSchema,
  validate,
  type EditableRequestField,
} from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView, loadOwnRequest, requireCustomer } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { errors, fail, ok, type Result } from '../result';

/** A customer corrects their own project while it is still a new request. */
export class EditRequest {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<CustomerRequestView>> {
    const customer = requireCustomer(actor);
    if (!customer.ok) return customer;
    const input = validate(requestEditSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const fields = input.value;

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const decision = decide(loaded.value, { type: 'EDIT' });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      const changes = {
        fullName: fields.fullName,
        email: fields.email,
        phone: fields.phone ?? null,
        furnitureType: fields.furnitureType ?? null,
        description: fields.description ?? null,
        budgetRange: fields.budgetRange ?? null,
        timeline: fields.timeline ?? null,
      } satisfies Record<EditableRequestField, string | null>;
      const now = this.deps.clock.now();
      const updated = await tx.requests.update(id, changes, now);
      // What changed, by name (never the values): the team's activity log reads it.
      const changed = EDITABLE_REQUEST_FIELDS.filter(
        (field) => changes[field] !== loaded.value[field],
      );
      if (changed.length > 0) {
        await tx.outbox.add([{ type: 'RequestEdited', requestId: id, fields: changed }], now);
      }
      return ok(customerView(updated));
    });
  }
}
