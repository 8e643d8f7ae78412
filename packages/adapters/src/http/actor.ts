import type { RequestHandler } from 'express';
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

/** Establishes who is calling, from the session cookie only. */
export function resolveActor(useCases: Pick<HttpUseCases, 'resolveSession'>): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionToken(req);
    const resolved = await useCases.resolveSession.execute(token);
    const info = resolved.ok
      ? resolved.value
      : { actor: { kind: 'anonymous' } as const, session: null };
    res.locals.actor = info.actor;
    res.locals.session = info.session;
    res.locals.sessionToken = info.session ? token : undefined;
    next();
  };
}
