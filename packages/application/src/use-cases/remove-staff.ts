import type { Actor } from '../actor';
import { requireOwner } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself from the team';

/**
 * The owner removes someone: their account and every session it has end in the same
 * transaction, so their next request is already refused. What they did stays in the
 * activity log under their name. Nobody removes themselves, so an owner who can sign in
 * always remains while the passkey is off.
 */
export class RemoveStaff {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<{ message: string }>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    if (owner.value.staff?.id === id) {
      return fail(errors.conflict('remove-self', CANNOT_REMOVE_YOURSELF));
    }
    return this.deps.uow.run(async (tx) => {
      const member = await tx.staff.findById(id);
      if (!member) return fail(errors.notFound('No such member of the team'));
      await tx.sessions.deleteForStaff(id);
      await tx.staff.remove(id);
      return ok({ message: `${member.name} was removed from the team` });
    });
  }
}
