import type { IRouter } from 'express';
import type { StaffMember } from '@workshop/application';
import type { Keyed } from '../idempotency';
import type { RateLimiters } from '../rate-limits';
import type { HttpUseCases } from '../use-cases';
import { iso, type Answer, type Schema } from '../answers';
import { respond } from '../errors';
import { staffId } from '../params';
import { readSessionToken, setSessionCookie } from '../session-cookie';

/** A member as the owner sees them: never a hash, nor the invitation's token. */
const memberView = (member: StaffMember, hasPasskey: boolean): Schema<'StaffMember'> => ({
  id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
  status: member.passwordHash || hasPasskey ? ('active' as const) : ('invited' as const),
  hasPasskey,
  invitedAt: iso(member.createdAt),
});

/** The team: staff sign-in, the invitation link, and the owner's management of both. */
export function staffRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  limits: RateLimiters,
  keyed: Keyed,
): void {
  // The customers' sign-in limits, counted on the same email and address keys.
  api.post('/api/admin/staff-login', limits.signIn, async (req, res) => {
    const result = await useCases.staffSignIn.execute(req.body, readSessionToken(req, 'admin'));
    if (result.ok) setSessionCookie(req, res, 'admin', result.value.token, result.value.expiresAt);
    respond(res, result, ({ message, expiresAt }): Answer<'/api/admin/staff-login', 'post'> => ({
      message,
      expiresAt: iso(expiresAt),
    }));
  });

  api.post('/api/admin/staff-invitation', limits.resetPassword, async (req, res) => {
    const result = await useCases.acceptStaffInvitation.execute(req.body);
    respond(res, result, ({ message, email }): Answer<'/api/admin/staff-invitation', 'post'> => ({
      message,
      email,
    }));
  });

  api.get('/api/admin/staff', async (_req, res) => {
    const result = await useCases.listStaff.execute(res.locals.actor);
    respond(
      res,
      result,
      ({ members, ownerPasskeyEnabled, withPasskey }): Answer<'/api/admin/staff', 'get'> => ({
        members: members.map((member) => memberView(member, withPasskey.includes(member.id))),
        ownerPasskeyEnabled,
      }),
    );
  });

  api.post(
    '/api/admin/staff',
    ...keyed({
      run: (req, res) => useCases.inviteStaff.execute(res.locals.actor, req.body),
      answer: (member): Answer<'/api/admin/staff', 'post', 201> => ({
        message: `Invitation sent to ${member.email}`,
        member: memberView(member, false),
      }),
      status: 201,
    }),
  );

  api.delete('/api/admin/staff/:id', async (req, res) => {
    const result = await useCases.removeStaff.execute(res.locals.actor, staffId(req));
    respond(res, result, ({ message }): Answer<'/api/admin/staff/{id}', 'delete'> => ({ message }));
  });

  api.put('/api/admin/owner-passkey', async (req, res) => {
    const result = await useCases.setOwnerPasskey.execute(res.locals.actor, req.body);
    respond(res, result, ({ ownerPasskeyEnabled }): Answer<'/api/admin/owner-passkey', 'put'> => ({
      ownerPasskeyEnabled,
    }));
  });
}
