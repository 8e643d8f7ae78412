import type { IRouter } from 'express';
import type { RateLimiters } from '../rate-limits';
import type { HttpUseCases } from '../use-cases';
import { iso, type Answer } from '../answers';
import { respond } from '../errors';
import { readSessionToken, setSessionCookie } from '../session-cookie';
import { passkeyId } from '../params';
import { passkeyNameOf } from '../passkey-name';
import { ceremonyView } from '../views/passkey-ceremony';
import { passkeyView } from '../views/passkey';

/**
 * The team's WebAuthn passkeys: added from a session or from the invitation link, and used to
 * sign in. Each ceremony is two calls, options then answer, tied by the challenge's id.
 */
export function passkeyRoutes(api: IRouter, useCases: HttpUseCases, limits: RateLimiters): void {
  api.post('/api/admin/passkeys/options', limits.passkeyCeremonies, async (_req, res) => {
    const result = await useCases.startPasskeyRegistration.execute(res.locals.actor);
    respond(res, result, (started): Answer<'/api/admin/passkeys/options', 'post'> =>
      ceremonyView(started),
    );
  });

  api.post('/api/admin/passkeys', async (req, res) => {
    const result = await useCases.finishPasskeyRegistration.execute(
      res.locals.actor,
      req.body,
      passkeyNameOf(req.get('user-agent')),
    );
    respond(
      res,
      result,
      ({ message }): Answer<'/api/admin/passkeys', 'post', 201> => ({ message }),
      201,
    );
  });

  // The signed-in member's own passkeys only: another person's id is not found.
  api.get('/api/admin/passkeys', async (_req, res) => {
    const result = await useCases.listOwnPasskeys.execute(res.locals.actor);
    respond(res, result, (passkeys): Answer<'/api/admin/passkeys', 'get'> => ({
      data: passkeys.map(passkeyView),
    }));
  });

  api.delete('/api/admin/passkeys/:id', async (req, res) => {
    const result = await useCases.removeOwnPasskey.execute(res.locals.actor, passkeyId(req));
    respond(res, result, ({ message }): Answer<'/api/admin/passkeys/{id}', 'delete'> => ({
      message,
    }));
  });

  api.post('/api/staff-invitations/passkey/options', limits.passkeyCeremonies, async (req, res) => {
    const result = await useCases.startInvitationPasskey.execute(req.body);
    respond(res, result, (started): Answer<'/api/staff-invitations/passkey/options', 'post'> =>
      ceremonyView(started),
    );
  });

  api.post('/api/staff-invitations/passkey', limits.resetPassword, async (req, res) => {
    const result = await useCases.acceptInvitationWithPasskey.execute(
      req.body,
      passkeyNameOf(req.get('user-agent')),
    );
    respond(
      res,
      result,
      ({ message, email }): Answer<'/api/staff-invitations/passkey', 'post'> => ({
        message,
        email,
      }),
    );
  });

  api.post('/api/auth/passkey/options', limits.passkeyCeremonies, async (_req, res) => {
    const result = await useCases.startPasskeySignIn.execute();
    respond(res, result, (started): Answer<'/api/auth/passkey/options', 'post'> =>
      ceremonyView(started),
    );
  });

  // The sign-in limits, counted on the address (a passkey answer names no email).
  api.post('/api/auth/passkey', limits.signIn, async (req, res) => {
    const result = await useCases.passkeySignIn.execute(req.body, readSessionToken(req, 'admin'));
    if (result.ok) setSessionCookie(req, res, 'admin', result.value.token, result.value.expiresAt);
    respond(res, result, ({ message, expiresAt }): Answer<'/api/auth/passkey', 'post'> => ({
      message,
      expiresAt: iso(expiresAt),
    }));
  });
}
