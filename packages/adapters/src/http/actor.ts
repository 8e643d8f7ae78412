import type { RequestHandler, Response } from 'express';
import type { Actor, SessionInfo } from '@workshop/application';
import type { HttpUseCases } from './use-cases';
import { readSessionToken } from './session-cookie';

declare module 'express-serve-static-core' {
  interface Locals {
    actor: Actor;
    session: SessionInfo['session'];
    sessionToken: string | undefined;
  }
}

const NOBODY: SessionInfo = { actor: { kind: 'anonymous' }, session: null };

/** Establishes who is calling, from the session cookie only. */
export function resolveActor(useCases: Pick<HttpUseCases, 'resolveSession'>): RequestHandler {
  return (req, res, next) => {
    const token = readSessionToken(req);
    // Most calls (every visitor's) carry no session: they need no lookup and no promise.
    if (!token) {
      remember(res, NOBODY, undefined);
      next();
      return;
    }
    useCases.resolveSession.execute(token).then((resolved) => {
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
