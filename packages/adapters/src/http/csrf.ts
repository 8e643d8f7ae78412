import type { RequestHandler } from 'express';
import { HttpError } from './errors';
import { allowedOrigins, type SiteAddress } from './host-check';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS change nothing (no route of ours lets them). */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method);

/**
 * Cookie sessions without a token: a browser tells us where a request comes from. We refuse a
 * state-changing request marked cross-site, or whose Origin is not the site's own (PUBLIC_URL's,
 * and in local mode this computer's loopback names): never compared with the request's own
 * Host, which a rebinding page chooses. Requests with neither header (curl, server to server)
 * pass; SameSite=Lax cookies stand behind this.
 */
export function csrfGuard(site: SiteAddress): RequestHandler {
  return (req, _res, next) => {
    if (isSafeMethod(req.method)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') {
      return next(new HttpError(403, 'Cross-site requests are not allowed'));
    }
    const origin = req.get('origin');
    if (origin !== undefined && !allowedOrigins(site, req).includes(origin)) {
      return next(new HttpError(403, 'Cross-origin requests are not allowed'));
    }
    next();
  };
}
