import type { StaffRole } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { errors, fail, ok, type Result } from '../result';

export interface StaffInvitation {
  readonly name: string;
  readonly role: StaffRole;
  /** In clear only here, on its way into the invitation email. */
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * Run by the worker as it sends the invitation: a new link replaces any earlier one. Someone
 * who already chose their password gets no link (their account no longer waits).
 */
export class IssueStaffInvitation {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      settings: Pick<SecuritySettings, 'staffInvitationTtlMs'>;
    },
  ) {}

  async execute(staffId: number): Promise<Result<StaffInvitation>> {
    const token = this.deps.secrets.newToken();
    return this.deps.uow.run(async (tx) => {
      const member = await tx.staff.findById(staffId);
      if (!member) return fail(errors.notFound('No such member of the team'));
      if (member.passwordHash) {
        return fail(errors.conflict('invitation-accepted', 'The invitation was accepted'));
      }
      const now = this.deps.clock.now();
      const expiresAt = new Date(now.getTime() + this.deps.settings.staffInvitationTtlMs);
      await tx.staff.update(staffId, {
        invitationTokenHash: this.deps.secrets.digest(token),
        invitationExpiresAt: expiresAt,
      });
      return ok({ name: member.name, role: member.role, token, expiresAt });
    });
  }
}
