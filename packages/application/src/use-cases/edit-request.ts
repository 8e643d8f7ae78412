import { decide, requestEditSchema, validate } from '@workshop/domain';
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
      const updated = await tx.requests.update(
        id,
        {
          fullName: fields.fullName,
          email: fields.email,
          phone: fields.phone ?? null,
          furnitureType: fields.furnitureType ?? null,
          description: fields.description ?? null,
          budgetRange: fields.budgetRange ?? null,
          timeline: fields.timeline ?? null,
        },
        this.deps.clock.now(),
      );
      return ok(customerView(updated));
    });
  }
}
