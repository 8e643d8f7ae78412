import { userTypeSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireCustomer, requireSignedIn } from '../access';
import { requireSide } from '../sides';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** Unread messages per project for the caller's side: request id -> count. */
export class UnreadCounts {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, userType: unknown): Promise<Result<Record<number, number>>> {
    const signedIn = requireSignedIn(actor);
    if (!signedIn.ok) return signedIn;
    const input = validate(userTypeSchema, userType);
    if (!input.ok) return fail(errors.validation(input.message));
    const side = requireSide(actor, input.value);
    if (!side.ok) return side;
    if (actor.kind === 'customer') {
      const customer = requireCustomer(actor);
      if (!customer.ok) return customer;
      const customerId = customer.value.id;
      return ok(
        await this.deps.uow.read((db) =>
          db.messages.unreadCounts({ reader: 'customer', customerId }),
        ),
      );
    }
    return ok(await this.deps.uow.read((db) => db.messages.unreadCounts({ reader: 'admin' })));
  }
}
