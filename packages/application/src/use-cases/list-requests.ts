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
      return ok({
        view: 'admin',
        requests: await this.deps.uow.read((db) => db.requests.list({})),
      });
    }
    const customer = requireCustomer(actor);
    if (!customer.ok) return customer;
    const customerId = customer.value.id;
    const requests = await this.deps.uow.read((db) => db.requests.list({ customerId }));
    return ok({ view: 'customer', requests: requests.map(customerView) });
  }
}
