import type { Request, RequestHandler, Response } from 'express';
import type { Actor, SessionInfo } from '@workshop/application';
import type { HttpUseCases } from './use-cases';
import { readSessionTokens, type SessionSide } from './session-cookie';

declare module 'express-serve-static-core' {
  interface Locals {
    actor: Actor;
    session: SessionInfo['session'];
    /** The token of the side this call speaks for, while its session is live. */
    sessionToken: string | undefined;
  }
}

/**
 * The header by which the web app says which of the browser's two sessions a call is made
 * for: the admin panel's pages send `admin`, every other page `customer`.
 */
export const SESSION_SIDE_HEADER = 'x-session-side';

const NOBODY: SessionInfo = { actor: { kind: 'anonymous' }, session: null };

const isSide = (value: unknown): value is SessionSide => value === 'admin' || value === 'customer';

/** A side the call itself names, as the spec's API already has it (userType, senderType). */
function claimedSide(req: Request): SessionSide | undefined {
  const body: unknown = req.body;
  const fromBody =
    typeof body === 'object' && body !== null
      ? ((body as Record<string, unknown>).userType ?? (body as Record<string, unknown>).senderType)
      : undefined;
  if (isSide(fromBody)) return fromBody;
  if (isSide(req.query.userType)) return req.query.userType;
  // The customer's list and delete, as the spec's client calls them, name the customer.
  if (req.query.customerEmail !== undefined || req.path.endsWith('/customer-delete')) {
    return 'customer';
  }
  return undefined;
}

/**
 * Which of the browser's sessions a call is made for: the side the X-Session-Side header names
 * (the web app sends the page's side); without it, the one session the browser has; with both,
 * the side of the route (/api/admin/*: the admin's; the customer's sign-in, sign-out and
 * password routes: the customer's), else the side the call names (userType, senderType,
 * customerEmail), else the admin's, who may read all a customer may (an image or a PDF opened
 * from a link carries no header). Who may do what is still the use case's to say.
 */
function sideOf(
  req: Request,
  tokens: Readonly<Record<SessionSide, string | undefined>>,
): SessionSide {
  const header = req.get(SESSION_SIDE_HEADER);
  if (isSide(header)) return header;
  if (!tokens.admin) return 'customer';
  if (!tokens.customer) return 'admin';
  const path = req.path.toLowerCase();
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/auth/') && path !== '/api/auth/session') return 'customer';
  return claimedSide(req) ?? 'admin';
}

/** Establishes who is calling, from the session cookie of the side the call is made for. */
export function resolveActor(useCases: Pick<HttpUseCases, 'resolveSession'>): RequestHandler {
  return (req, res, next) => {
    const tokens = readSessionTokens(req);
    const side = sideOf(req, tokens);
    const token = tokens[side];
    // Most calls (every visitor's) carry no session: they need no lookup and no promise.
    if (!token) {
      remember(res, NOBODY, undefined);
      next();
      return;
    }
    useCases.resolveSession.execute(token, side).then((resolved) => {
      remember(res, resolved.ok ? resolved.value : NOBODY, token);
      next();
    }, next);
  };
}

function remember(res: Response, info: SessionInfo, token: string | undefined): void {
  res.locals.actor = info.actor;
  res.locals.session = info.session;
  res.locals.sessionToken = info.session ? token : undefined;
}
