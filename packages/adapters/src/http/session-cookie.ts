import { parse } from 'cookie';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'workshop_session';

export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = parse(header)[SESSION_COOKIE];
  // Our tokens are 43 base64url characters; anything else is not ours.
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** httpOnly, SameSite=Lax, Secure behind TLS; it lives exactly as long as the server session. */
export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  expiresAt: Date,
): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}
