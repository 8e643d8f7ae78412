import type { Response } from 'express';
import type { AppError, AppErrorKind, Result } from '@workshop/application';
import type { AnyAnswer } from './answers';

/** The one place where a refusal becomes an HTTP status. */
const STATUS: Readonly<Record<AppErrorKind, number>> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

export function sendError(res: Response, error: AppError): void {
  const body: Record<string, unknown> = { message: error.message };
  if (error.kind === 'validation' && error.fieldErrors) body.errors = error.fieldErrors;
  if (error.kind === 'conflict') body.rule = error.rule;
  res.status(STATUS[error.kind]).json(body);
}

/**
 * Answers with the value (shaped by `toBody`, a mapper that names every field it sends: see
 * docs/architecture.md) or with the mapped error. `undefined` answers 204.
 */
export function respond<T>(
  res: Response,
  result: Result<T>,
  toBody: (value: T) => AnyAnswer | undefined,
  status = 200,
): void {
  if (!result.ok) {
    sendError(res, result.error);
    return;
  }
  const body = toBody(result.value);
  if (body === undefined) res.status(204).end();
  else res.status(status).json(body);
}

/** A refusal raised by middleware before any use case runs (bad upload, bad id, limits). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
