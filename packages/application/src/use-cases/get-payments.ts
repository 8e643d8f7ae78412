import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import { loadAccount, type ProjectAccount } from '../billing';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/** A project's invoices, payments and sums, for its customer and the workshop. Only reads. */
export class GetPayments {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<ProjectAccount>> {
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id);
      if (!loaded.ok) return loaded;
      return ok(await loadAccount(tx, id));
    });
  }
}
