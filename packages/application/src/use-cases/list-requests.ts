import type { Actor } from '../actor';
import { customerView, requireCustomer } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView, FurnitureRequest } from '../records';
import { errors, fail, ok, type Result } from '../result';

export type RequestList =
  | { readonly view: 'admin'; readonly requests: FurnitureRequest[] }
  | { readonly view: 'customer'; readonly requests: CustomerRequestView[] };

/** The workshop sees every project; a customer sees only their own, whatever they ask for. */
export class ListRequests {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<RequestList>> {
    if (actor.kind === 'anonymous') return fail(errors.unauthenticated());
    if (actor.kind === 'admin') {
      return this.deps.uow.run(async (tx) =>
        ok({ view: 'admin' as const, requests: await tx.requests.list({}) }),
      );
    }
    const customer = requireCustomer(actor);
    if (!customer.ok) return customer;
    return this.deps.uow.run(async (tx) => {
      const requests = await tx.requests.list({ customerId: customer.value.id });
      return ok({ view: 'customer' as const, requests: requests.map(customerView) });
    });
  }
}
