import type { IRouter, RequestHandler } from 'express';
import type { HttpUseCases } from '../use-cases';
import type { RateLimiters } from '../rate-limits';
import { iso, type Answer } from '../answers';
import { respond } from '../errors';
import { loopbackOnly } from '../loopback-only';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
  type SessionSide,
} from '../session-cookie';

/** Customer sign-in and the password flows; the admin passkey login; the local debug reset. */
export function authRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  limits: RateLimiters,
  debugReset: boolean,
): void {
  api.get('/api/auth/session', (_req, res) => {
    const session = res.locals.session;
    res.json(
      session
        ? { authenticated: true, ...session }
        : {
            authenticated: false,
            role: null,
            email: null,
            name: null,
            staffRole: null,
            passwordChanged: false,
            expiresAt: null,
          },
    );
  });

  api.post('/api/auth/signin', limits.signIn, async (req, res) => {
    // Rotates the customer's session only: an admin session in the same browser stays.
    const result = await useCases.signIn.execute(req.body, readSessionToken(req, 'customer'));
    if (result.ok) {
      setSessionCookie(req, res, 'customer', result.value.token, result.value.expiresAt);
    }
    respond(
      res,
      result,
      ({ message, needsPasswordChange, expiresAt }): Answer<'/api/auth/signin', 'post'> => ({
        message,
        needsPasswordChange,
        expiresAt: iso(expiresAt),
      }),
    );
  });

  // Each side signs out of its own session; the other side's cookie is left alone.
  const signOut =
    (side: SessionSide): RequestHandler =>
    async (req, res) => {
      await useCases.signOut.execute(readSessionToken(req, side));
      clearSessionCookie(req, res, side);
      res.json({ message: 'Signed out' });
    };
  api.post('/api/auth/signout', signOut('customer'));
  api.post('/api/admin/logout', signOut('admin'));

  api.post('/api/auth/forgot-password', limits.forgotPassword, async (req, res) => {
    respond(
      res,
      await useCases.forgotPassword.execute(req.body),
      ({ message }): Answer<'/api/auth/forgot-password', 'post'> => ({ message }),
    );
  });

  api.post('/api/auth/change-password', async (req, res) => {
    const result = await useCases.changePassword.execute(
      res.locals.actor,
      res.locals.sessionToken ?? '',
      req.body,
    );
    respond(res, result, ({ message }): Answer<'/api/auth/change-password', 'post'> => ({
      message,
    }));
  });

  // The reset page asks on opening, so a spent or expired link says so before any typing.
  api.post('/api/auth/reset-password/check', limits.resetPassword, async (req, res) => {
    respond(
      res,
      await useCases.checkResetLink.execute(req.body),
      ({ message, expiresAt }): Answer<'/api/auth/reset-password/check', 'post'> => ({
        message,
        expiresAt: iso(expiresAt),
      }),
    );
  });

  api.post('/api/auth/reset-password', limits.resetPassword, async (req, res) => {
    respond(
      res,
      await useCases.resetPassword.execute(req.body),
      ({ message }): Answer<'/api/auth/reset-password', 'post'> => ({ message }),
    );
  });

  api.post('/api/admin/login', limits.adminLogin, async (req, res) => {
    const result = await useCases.adminSignIn.execute(req.body, readSessionToken(req, 'admin'));
    if (result.ok) setSessionCookie(req, res, 'admin', result.value.token, result.value.expiresAt);
    respond(res, result, ({ message, expiresAt }): Answer<'/api/admin/login', 'post'> => ({
      message,
      expiresAt: iso(expiresAt),
    }));
  });

  // Where it is off (services mode, always), the route does not exist.
  if (!debugReset) return;
  api.post(
    '/api/debug/reset-password',
    loopbackOnly('The debug password reset'),
    limits.debugReset,
    async (req, res) => {
      respond(
        res,
        await useCases.debugResetPassword.execute(req.body),
        ({ message }): Answer<'/api/debug/reset-password', 'post'> => ({ message }),
      );
    },
  );
}
