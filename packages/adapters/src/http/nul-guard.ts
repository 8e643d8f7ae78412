import type { RequestHandler } from 'express';
import { HttpError } from './errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Postgres text and jsonb cannot hold U+0000: a NUL that reached a query would fail it with a
 * 500. Keys and values are checked without recursion, so a deeply nested body cannot overflow
 * the stack.
 */
export function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Refuses a parsed body holding a NUL anywhere, before any use case sees it. */
export const refuseNul: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) ? new HttpError(400, NUL_MESSAGE) : undefined);
};
