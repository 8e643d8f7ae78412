import type { Actor } from '../actor';
import { requireCustomer } from '../access';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Result } from '../result';
import { removeRequest } from './delete-request';

/** A customer withdraws their own project, until they approve its quote. */
export class CustomerDeleteRequest {
  constructor(private readonly deps: { uow: UnitOfWork; files: FileStorage }) {}

  async execute(actor: Actor, id: number): Promise<Result<void>> {
    const customer = requireCustomer(actor);
    if (!customer.ok) return customer;
    return removeRequest(this.deps, actor, id, 'DELETE_BY_CUSTOMER');
  }
}
