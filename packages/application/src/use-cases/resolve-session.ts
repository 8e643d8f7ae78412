import type { StaffRole } from '@workshop/domain';
import { OWNER_PASSKEY, type Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SessionRole } from '../records';
import { ok, type Result } from '../result';
import { passkeyFingerprint } from '../sessions';
import type { SecuritySettings } from '../settings';

export interface SessionInfo {
  readonly actor: Actor;
  /** What GET /api/auth/session tells the browser; null when nobody is signed in. */
  readonly session: {
    readonly role: SessionRole;
    readonly email: string | null;
    /** Admin sessions: the staff member's name and role (the owner's passkey: no name). */
    readonly name: string | null;
    readonly staffRole: StaffRole | null;
    readonly passwordChanged: boolean;
    readonly expiresAt: Date;
  } | null;
}

const NOBODY: SessionInfo = { actor: { kind: 'anonymous' }, session: null };

/** Turns a cookie value into the actor every other use case is asked on behalf of. */
export class ResolveSession {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      settings: Pick<SecuritySettings, 'adminPasskey'>;
    },
  ) {}

  /**
   * `role`: the side the token was presented for (each has its own cookie); a session of the
   * other role there is nobody's, so one side's cookie never acts for the other.
   */
  async execute(token: string | undefined, role?: SessionRole): Promise<Result<SessionInfo>> {
    if (!token) return ok(NOBODY);
    const tokenHash = this.deps.secrets.digest(token);
    // Two lookups without a transaction: a session ended in between is refused on the next call.
    return this.deps.uow.read(async (db) => {
      const session = await db.sessions.findLive(tokenHash, this.deps.clock.now());
      if (!session || (role !== undefined && session.role !== role)) return ok(NOBODY);
      if (session.role === 'admin' && session.staffId !== null) {
        // A removed member's sessions are deleted with them; this is the belt to those braces.
        const member = await db.staff.findById(session.staffId);
        if (!member) return ok(NOBODY);
        return ok({
          actor: {
            kind: 'admin',
            role: member.role,
            staff: { id: member.id, name: member.name },
          },
          session: {
            role: 'admin',
            email: member.email,
            name: member.name,
            staffRole: member.role,
            passwordChanged: true,
            expiresAt: session.expiresAt,
          },
        });
      }
      if (session.role === 'admin') {
        // Opened with another passkey than today's: the passkey was changed, the session ends;
        // so does every passkey session once the owner turns the passkey off.
        const current = passkeyFingerprint(this.deps.secrets, this.deps.settings.adminPasskey);
        if (session.passkeyFingerprint !== current) return ok(NOBODY);
        if (!(await db.staff.ownerPasskeyEnabled())) return ok(NOBODY);
        return ok({
          actor: OWNER_PASSKEY,
          session: {
            role: 'admin',
            email: null,
            name: null,
            staffRole: 'owner',
            passwordChanged: true,
            expiresAt: session.expiresAt,
          },
        });
      }
      const user = session.userId === null ? null : await db.users.findById(session.userId);
      if (!user) return ok(NOBODY);
      return ok({
        actor: {
          kind: 'customer',
          id: user.id,
          email: user.email,
          passwordChanged: session.passwordChanged,
        },
        session: {
          role: 'customer',
          email: user.email,
          name: null,
          staffRole: null,
          passwordChanged: session.passwordChanged,
          expiresAt: session.expiresAt,
        },
      });
    });
  }
}
