import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from './errors';

export interface Limit {
  readonly points: number;
  readonly durationSeconds: number;
}

/** Attempts per client address. */
export interface RateLimitPolicy {
  readonly signIn: Limit;
  readonly adminLogin: Limit;
  readonly forgotPassword: Limit;
  readonly resetPassword: Limit;
  readonly submitRequest: Limit;
  /** Wizard drafts: seven saves a design, anonymous, so bounded too. */
  readonly saveDraft: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signIn: { points: 10, durationSeconds: 15 * 60 },
  adminLogin: { points: 5, durationSeconds: 15 * 60 },
  forgotPassword: { points: 5, durationSeconds: 60 * 60 },
  resetPassword: { points: 10, durationSeconds: 60 * 60 },
  submitRequest: { points: 20, durationSeconds: 60 * 60 },
  saveDraft: { points: 200, durationSeconds: 60 * 60 },
};

/**
 * Where counters live: Postgres, so every API process shares them; or memory, for the
 * single-process local mode on the embedded database.
 */
export type RateLimitStore =
  { readonly kind: 'postgres'; readonly knex: Knex } | { readonly kind: 'memory' };

export type RateLimiters = Readonly<Record<keyof RateLimitPolicy, RequestHandler>>;

export function createRateLimiters(policy: RateLimitPolicy, store: RateLimitStore): RateLimiters {
  const make = (name: keyof RateLimitPolicy): RequestHandler => {
    const { points, durationSeconds: duration } = policy[name];
    const limiter: RateLimiterAbstract =
      store.kind === 'postgres'
        ? new RateLimiterPostgres({
            storeClient: store.knex,
            storeType: 'knex',
            tableName: 'rate_limits',
            tableCreated: true,
            keyPrefix: name,
            points,
            duration,
            clearExpiredByTimeout: false,
          })
        : new RateLimiterMemory({ keyPrefix: name, points, duration });
    // Credentials count only failed attempts: a team signing in all day from one office
    // address must not lock itself out, while guessing still meets the limit.
    return name === 'signIn' || name === 'adminLogin' ? limitFailures(limiter) : limitBy(limiter);
  };
  return {
    signIn: make('signIn'),
    adminLogin: make('adminLogin'),
    forgotPassword: make('forgotPassword'),
    resetPassword: make('resetPassword'),
    submitRequest: make('submitRequest'),
    saveDraft: make('saveDraft'),
  };
}

function limitBy(limiter: RateLimiterAbstract): RequestHandler {
  return (req, _res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return next(tooMany(rejection.msBeforeNext));
        next(rejection);
      },
    );
  };
}

function tooMany(msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.', {
    'Retry-After': String(retryAfter),
  });
}

function limitFailures(limiter: RateLimiterAbstract): RequestHandler {
  const consume = limitBy(limiter);
  return (req, res, next) => {
    // Every attempt is counted up front (so concurrent guesses are too); a success gives its
    // point back once answered.
    res.on('finish', () => {
      if (res.statusCode < 400) limiter.reward(req.ip ?? 'unknown', 1).catch(() => undefined);
    });
    consume(req, res, next);
  };
}
