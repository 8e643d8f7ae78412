import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter, type Limit, type RateLimitStore } from '../persistence';
import { HttpError } from './errors';

export type { Limit, RateLimitStore };

/**
 * Each budget and what it is counted on. An address alone is not enough: an attacker with
 * many addresses gets a fresh budget for the same account. Failed sign-ins on one account from
 * every address are not refused here, though (that locked the owner out along with the
 * guesser): the SignIn use case counts them, slows the account down and warns its owner.
 */
export interface RateLimitPolicy {
  /** Failed sign-ins per client address, whatever the account. */
  readonly signIn: Limit;
  /** Failed sign-ins on one account from one address: the guesser meets it, not the owner. */
  readonly signInAccountAddress: Limit;
  /** Successful sign-ins per account: each is a password hash and a 24-hour session. */
  readonly signInSuccess: Limit;
  /** Failed passkey attempts per client address. */
  readonly adminLogin: Limit;
  readonly forgotPassword: Limit;
  readonly resetPassword: Limit;
  /** The local debug reset, per address and per account: each call hashes a password. */
  readonly debugReset: Limit;
  readonly debugResetAccount: Limit;
  readonly submitRequest: Limit;
  /**
   * Wizard draft saves per address: anonymous, so bounded, but an office, a school or a gym
   * shares one address, so room for many designs.
   */
  readonly saveDraft: Limit;
  /** Draft saves of one design (its session id): an honest visitor's pace many times over. */
  readonly saveDraftDesign: Limit;
  /** Drafts read back to restore the wizard, per address. */
  readonly readDraft: Limit;
  /** Quote PDFs per caller (the customer, else the address): each may be drawn afresh. */
  readonly quotePdf: Limit;
  /** Megabytes of draft images per address: drafts are anonymous and their images kept. */
  readonly draftMegabytes: Limit;
  /** Messages per author and project. */
  readonly postMessage: Limit;
  /** Megapixels of uploaded images decoded per address (every kind of upload). */
  readonly decodeMegapixels: Limit;
  /** The same per customer account: many addresses do not give one account more. */
  readonly decodeMegapixelsAccount: Limit;
  /** Passkey ceremonies started per address: each keeps a challenge row for five minutes. */
  readonly passkeyCeremonies: Limit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signIn: { points: 10, durationSeconds: 15 * MINUTE },
  signInAccountAddress: { points: 5, durationSeconds: 15 * MINUTE },
  signInSuccess: { points: 20, durationSeconds: HOUR },
  adminLogin: { points: 5, durationSeconds: 15 * MINUTE },
  forgotPassword: { points: 5, durationSeconds: HOUR },
  resetPassword: { points: 10, durationSeconds: HOUR },
  debugReset: { points: 10, durationSeconds: 15 * MINUTE },
  debugResetAccount: { points: 10, durationSeconds: 15 * MINUTE },
  submitRequest: { points: 20, durationSeconds: HOUR },
  saveDraft: { points: 600, durationSeconds: HOUR },
  saveDraftDesign: { points: 120, durationSeconds: HOUR },
  readDraft: { points: 60, durationSeconds: HOUR },
  quotePdf: { points: 30, durationSeconds: 10 * MINUTE },
  draftMegabytes: { points: 100, durationSeconds: 24 * HOUR },
  postMessage: { points: 20, durationSeconds: 10 * MINUTE },
  decodeMegapixels: { points: 4000, durationSeconds: HOUR },
  decodeMegapixelsAccount: { points: 2000, durationSeconds: HOUR },
  passkeyCeremonies: { points: 30, durationSeconds: 15 * MINUTE },
};

export interface RateLimiters {
  readonly signIn: RequestHandler;
  readonly adminLogin: RequestHandler;
  readonly forgotPassword: RequestHandler;
  readonly resetPassword: RequestHandler;
  readonly debugReset: RequestHandler;
  readonly submitRequest: RequestHandler;
  readonly saveDraft: RequestHandler;
  /** Counts a save against its design; runs once the body (multipart included) is read. */
  readonly saveDraftDesign: RequestHandler;
  readonly readDraft: RequestHandler;
  readonly quotePdf: RequestHandler;
  readonly postMessage: RequestHandler;
  readonly passkeyCeremonies: RequestHandler;
  /** Charges an upload's bytes to its address's daily draft budget; refuses past it. */
  chargeDraftUpload(req: Request, bytes: number): Promise<void>;
  /**
   * Charges the megapixels an upload is about to decode to its address and, for a customer,
   * their account; refuses (429) past either budget, before the decode.
   */
  chargeDecode(req: Request, pixels: number): Promise<void>;
}

type Key = (req: Request, res: Response) => string | null;

const byAddress: Key = (req) => `ip:${req.ip ?? 'unknown'}`;

/**
 * The account a credential request names, as the domain keys accounts (trimmed, lower case).
 * By its digest: an email may be 254 characters, which with a prefix and an address overflow
 * the counters' key column, and the counters need not hold anyone's address.
 */
const byAccount: Key = (req) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
};

const byAccountAndAddress: Key = (req, res) => {
  const account = byAccount(req, res);
  return account === null ? null : `${account}|${byAddress(req, res) ?? ''}`;
};

/** The design a draft save names, by its session id's digest (a draft's key stays out of logs). */
const byDesign: Key = (req) => {
  const sessionId: unknown = (req.body as { sessionId?: unknown } | undefined)?.sessionId;
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  return `design:${createHash('sha256').update(sessionId).digest('hex')}`;
};

/** The signed-in customer, else the address (the workshop signs in from its own). */
const byCaller: Key = (req, res) => {
  const actor = res.locals.actor;
  return actor.kind === 'customer' ? `customer:${actor.id}` : `ip:${req.ip ?? 'unknown'}`;
};

const byAuthorAndProject: Key = (req, res) => {
  const actor = res.locals.actor;
  const author = actor.kind === 'customer' ? `customer:${actor.id}` : actor.kind;
  return `${author}:project:${String(req.params['id'])}`;
};

function tooMany(msBeforeNext: number, message: string): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, message, { 'Retry-After': String(retryAfter) });
}

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
const TOO_MANY_MESSAGES = 'You are sending messages too fast. Please wait a few minutes.';
const TOO_MANY_UPLOADS = 'Too many images uploaded today. Please try again tomorrow.';
const TOO_MANY_DECODES = 'Too many images sent for now. Please wait an hour and try again.';
const TOO_MANY_SAVES =
  'Your design is kept in this browser, so nothing is lost. We could not keep a copy on our side just now and will try again at your next step.';
const TOO_MANY_DOCUMENTS = 'Too many documents opened. Please wait a few minutes and try again.';

/** Spends one point (or `points`); a spent budget becomes a 429, anything else passes on. */
async function spend(
  limiter: RateLimiterAbstract,
  key: string,
  message: string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext, message);
    throw rejection;
  }
}

/** Every attempt spends a point up front (so concurrent ones count too). */
function counting(
  limiter: RateLimiterAbstract,
  key: Key,
  message = TOO_MANY_ATTEMPTS,
): RequestHandler {
  return (req, res, next) => {
    const id = key(req, res);
    if (id === null) return next();
    spend(limiter, id, message).then(() => next(), next);
  };
}

/**
 * Only failures count: a team signing in all day from one office must not lock itself out,
 * while guessing still meets the limit. A success gives its point back once answered.
 */
function countingFailures(limiter: RateLimiterAbstract, key: Key): RequestHandler {
  const count = counting(limiter, key);
  return (req, res, next) => {
    const id = key(req, res);
    res.on('finish', () => {
      if (id !== null && res.statusCode < 400) limiter.reward(id, 1).catch(() => undefined);
    });
    count(req, res, next);
  };
}

/** Only successes count, at a higher ceiling: checked before the attempt, spent after it. */
function countingSuccesses(limiter: RateLimiterAbstract, key: Key): RequestHandler {
  return (req, res, next) => {
    const id = key(req, res);
    if (id === null) return next();
    limiter.get(id).then((state) => {
      if (state && state.remainingPoints <= 0) {
        return next(tooMany(state.msBeforeNext, TOO_MANY_ATTEMPTS));
      }
      res.on('finish', () => {
        if (res.statusCode < 400) limiter.penalty(id, 1).catch(() => undefined);
      });
      next();
    }, next);
  };
}

/** Runs the handlers one after the other, as one step of a route. */
function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const run = (index: number): void => {
      const handler = handlers[index];
      if (!handler) return next();
      handler(req, res, (error?: unknown) => (error ? next(error) : run(index + 1)));
    };
    run(0);
  };
}

export function createRateLimiters(policy: RateLimitPolicy, store: RateLimitStore): RateLimiters {
  const limiter = (name: keyof RateLimitPolicy): RateLimiterAbstract =>
    createLimiter(name, policy[name], store);
  // A GET only reads, its budget included: reads count in this process's memory, so each
  // replica grants its own budget (N replicas, up to N times it). What they guard is this
  // process's work (a draft looked up, a PDF drawn), which is counted where it is spent.
  const readLimiter = (name: keyof RateLimitPolicy): RateLimiterAbstract =>
    createLimiter(name, policy[name], { kind: 'memory' });
  const draftMegabytes = limiter('draftMegabytes');
  const decodeMegapixels = limiter('decodeMegapixels');
  const decodeMegapixelsAccount = limiter('decodeMegapixelsAccount');
  return {
    signIn: chain(
      countingFailures(limiter('signIn'), byAddress),
      countingFailures(limiter('signInAccountAddress'), byAccountAndAddress),
      countingSuccesses(limiter('signInSuccess'), byAccount),
    ),
    adminLogin: countingFailures(limiter('adminLogin'), byAddress),
    forgotPassword: counting(limiter('forgotPassword'), byAddress),
    resetPassword: counting(limiter('resetPassword'), byAddress),
    debugReset: chain(
      counting(limiter('debugReset'), byAddress),
      counting(limiter('debugResetAccount'), byAccount),
    ),
    submitRequest: counting(limiter('submitRequest'), byAddress),
    saveDraft: counting(limiter('saveDraft'), byAddress, TOO_MANY_SAVES),
    saveDraftDesign: counting(limiter('saveDraftDesign'), byDesign, TOO_MANY_SAVES),
    readDraft: counting(readLimiter('readDraft'), byAddress),
    quotePdf: counting(readLimiter('quotePdf'), byCaller, TOO_MANY_DOCUMENTS),
    postMessage: counting(limiter('postMessage'), byAuthorAndProject, TOO_MANY_MESSAGES),
    passkeyCeremonies: counting(limiter('passkeyCeremonies'), byAddress),
    chargeDraftUpload: (req, bytes) =>
      spend(
        draftMegabytes,
        `ip:${req.ip ?? 'unknown'}`,
        TOO_MANY_UPLOADS,
        Math.max(1, Math.ceil(bytes / 1_000_000)),
      ),
    chargeDecode: async (req, pixels) => {
      const points = Math.max(1, Math.ceil(pixels / 1_000_000));
      await spend(decodeMegapixels, `ip:${req.ip ?? 'unknown'}`, TOO_MANY_DECODES, points);
      const actor = req.res?.locals.actor;
      if (actor?.kind === 'customer') {
        await spend(decodeMegapixelsAccount, `customer:${actor.id}`, TOO_MANY_DECODES, points);
      }
    },
  };
}
