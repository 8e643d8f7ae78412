import type { RequestHandler } from 'express';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS change nothing (no route of ours lets them). */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method);

/**
 * Cookie sessions without a token: a browser tells us where a request comes from. We refuse a
 * state-changing request marked cross-site, or whose Origin is neither our public origin nor the
 * host it was sent to. Requests with neither header (curl, server-to-server) pass; SameSite=Lax
 * cookies stand behind this.
 */
export function csrfGuard(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (isSafeMethod(req.method)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') {
      return next(new HttpError(403, 'Cross-site requests are not allowed'));
    }
    const origin = req.get('origin');
    if (origin !== undefined && origin !== publicOrigin && !sameHost(origin, req.get('host'))) {
      return next(new HttpError(403, 'Cross-origin requests are not allowed'));
    }
    next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
