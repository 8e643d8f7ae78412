import { staffInviteSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { StaffMember } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const ALREADY_ON_THE_TEAM = 'Someone of the team already has this email';

/**
 * The owner invites someone: their account waits without a password, and the worker emails
 * them a link to choose one (no password is ever sent).
 */
export class InviteStaff {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, body: unknown): Promise<Result<StaffMember>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(staffInviteSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
      const member = await tx.staff.create({ ...input.value, now });
      if (!member) return fail(errors.conflict('staff-exists', ALREADY_ON_THE_TEAM));
      await tx.outbox.add([{ type: 'StaffInvited', staffId: member.id, email: member.email }], now);
      return ok(member);
    });
  }
}
