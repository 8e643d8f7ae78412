import type { Request } from 'express';
import { HttpError } from './errors';

export function projectId(req: Request): number {
  return routeId(req, 'Project id');
}

export function emailId(req: Request): number {
  return routeId(req, 'Email id');
}

export function quoteVersion(req: Request): number {
  return routeId(req, 'Quote version', 'version');
}

/** Route ids are positive integers that fit Postgres' integer column. */
function routeId(req: Request, what: string, param = 'id'): number {
  const raw = req.params[param];
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new HttpError(400, `${what} must be a positive whole number`);
  }
  return id;
}
