import { parse } from 'cookie';
import type { Request, Response } from 'express';

/**
 * The two sides a browser can be signed in on at once, each in its own cookie (spec section 4
 * keeps the customer and the admin sessions apart): signing in or out on one side leaves the
 * other as it was.
 */
export type SessionSide = 'customer' | 'admin';

export const SESSION_COOKIES: Readonly<Record<SessionSide, string>> = {
  customer: 'workshop_session',
  admin: 'workshop_admin_session',
};

/** The customer's cookie keeps its name: sessions open before the split stay signed in. */
export const SESSION_COOKIE = SESSION_COOKIES.customer;

/** Our tokens are 43 base64url characters; anything else is not ours. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Both sides' tokens, as the Cookie header carries them (absent or malformed: undefined). */
export function readSessionTokens(req: Request): Readonly<Record<SessionSide, string | undefined>> {
  const header = req.headers.cookie;
  if (!header) return { customer: undefined, admin: undefined };
  const cookies = parse(header);
  const token = (side: SessionSide) => {
    const value = cookies[SESSION_COOKIES[side]];
    return value && TOKEN.test(value) ? value : undefined;
  };
  return { customer: token('customer'), admin: token('admin') };
}

export function readSessionToken(req: Request, side: SessionSide): string | undefined {
  return readSessionTokens(req)[side];
}

/** httpOnly, SameSite=Lax, Secure behind TLS; it lives exactly as long as the server session. */
export function setSessionCookie(
  req: Request,
  res: Response,
  side: SessionSide,
  token: string,
  expiresAt: Date,
): void {
  res.cookie(SESSION_COOKIES[side], token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response, side: SessionSide): void {
  res.clearCookie(SESSION_COOKIES[side], {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}
