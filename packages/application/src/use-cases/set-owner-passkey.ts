import { ownerPasskeySchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const OWNER_ACCOUNT_FIRST =
  'Invite an owner and let them choose a password before turning the passkey off';

/**
 * The owner turns the passkey of /admin-login off (sessions it opened end at their next
 * request) or back on. Off only while an owner account can sign in: the workshop never
 * locks itself out.
 */
export class SetOwnerPasskey {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, body: unknown): Promise<Result<{ ownerPasskeyEnabled: boolean }>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(ownerPasskeySchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const { enabled } = input.value;
    return this.deps.uow.run(async (tx) => {
      if (!enabled && (await tx.staff.countOwnersWithPassword()) === 0) {
        return fail(errors.conflict('no-owner-account', OWNER_ACCOUNT_FIRST));
      }
      await tx.staff.setOwnerPasskeyEnabled(enabled);
      return ok({ ownerPasskeyEnabled: enabled });
    });
  }
}
