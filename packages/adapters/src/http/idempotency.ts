import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Actor, Result } from '@workshop/application';
import {
  KeyAlreadyUsed,
  withKeyClaim,
  type IdempotencyKeys,
  type KeyClaim,
  type KeyState,
} from '../persistence';
import type { AnyAnswer } from './answers';
import { HttpError, respond } from './errors';

/**
 * The IETF draft's header: a client names one attempt at a change (a submission, a message)
 * with a key of its own, and sends it again with every retry of that attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the first request's, given again to a retry. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request: send a new key with a new request';
export const KEY_WITHOUT_ANSWER_MESSAGE =
  'A request with this Idempotency-Key was received, but its answer is not available: check whether it went through before sending it again.';

/** A creating call: its use case, and the answer its value makes (`respond`'s). */
export interface KeyedRoute<T> {
  run(req: Request, res: Response): Promise<Result<T>>;
  answer(value: T): AnyAnswer;
  /** Of an ok answer; 200 unless given. */
  readonly status?: number;
}

/**
 * A creating route's handlers: `api.post(path, ...keyed(limit, upload, route))`. Without the
 * header the route runs as it always did.
 */
export type Keyed = <T>(...handlers: [...RequestHandler[], KeyedRoute<T>]) => RequestHandler[];

interface KeyedRequest {
  readonly caller: string;
  readonly key: string;
  readonly fingerprint: Fingerprint;
}

/** What identifies a request's content: its method, path and body. */
interface Fingerprint {
  digest(): Promise<string>;
}

/** SHA-256 of each JSON body sent with a key, as it arrived (express.json's `verify`). */
const jsonBodies = new WeakMap<IncomingMessage, string>();

export const rememberJsonBody = (req: IncomingMessage, _res: unknown, raw: Buffer): void => {
  if (req.headers['idempotency-key'] !== undefined) jsonBodies.set(req, sha256(raw));
};

/**
 * A retry with the same key (and the same caller) answers the first request's status and body
 * without running it again; the same key with another body is refused (422). The key and the
 * answer are recorded in the transaction of the change itself (persistence/idempotency-keys.ts),
 * so whatever happens after the commit, a retry finds both; a request that changed nothing
 * leaves no key, and its retry runs anew.
 */
export function keyedRoutes(keys: IdempotencyKeys, logger: Logger): Keyed {
  const keyed = new WeakMap<Request, KeyedRequest>();

  const check: RequestHandler = async (req, res, next) => {
    const header = req.get(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined) return next();
    const key = parseKey(header);
    if (key === null) return next(new HttpError(400, INVALID_KEY_MESSAGE));
    // Before anything reads the body: a multipart one is hashed as it streams past.
    const fingerprint = fingerprintOf(req);
    const caller = callerOf(res.locals.actor);
    const earlier = await keys.find(caller, key);
    if (earlier === null) {
      keyed.set(req, { caller, key, fingerprint });
      return next();
    }
    await answerAgain(res, fingerprint, earlier);
  };

  const handle =
    <T>(route: KeyedRoute<T>): RequestHandler =>
    async (req, res) => {
      const status = route.status ?? 200;
      const request = keyed.get(req);
      if (!request) {
        respond(res, await route.run(req, res), route.answer, status);
        return;
      }
      const claim: KeyClaim = {
        caller: request.caller,
        key: request.key,
        fingerprint: () => request.fingerprint.digest(),
        // The unit of work hands over the value of its transaction: the use case's own.
        answer: (value) => ({ status, body: route.answer(value as T) }),
        taken: false,
        open: true,
      };
      let result: Result<T>;
      try {
        result = await withKeyClaim(claim, () => route.run(req, res));
      } catch (error) {
        if (!(error instanceof KeyAlreadyUsed)) throw error;
        // The same key's other request committed while this one ran: its answer is this one's.
        await answerAgain(res, request.fingerprint, await keys.find(request.caller, request.key));
        return;
      } finally {
        claim.open = false;
      }
      if (claim.taken && result.ok && result.value !== claim.answered) {
        // A use case that changed its value after its transaction: keep what is sent.
        const answer = { status, body: route.answer(result.value) };
        await keys.answer(request.caller, request.key, answer).catch((error: unknown) => {
          logger.error({ err: error, reqId: res.locals.requestId }, 'idempotency answer not kept');
        });
      }
      respond(res, result, route.answer, status);
    };

  return <T>(...handlers: [...RequestHandler[], KeyedRoute<T>]) => {
    const route = handlers[handlers.length - 1] as KeyedRoute<T>;
    const middleware = handlers.slice(0, -1) as RequestHandler[];
    return [check, ...middleware, handle(route)];
  };
}

async function answerAgain(
  res: Response,
  fingerprint: Fingerprint,
  earlier: KeyState | null,
): Promise<void> {
  // The key and its answer commit together, so this is a row written some other way.
  if (!earlier?.answered) throw new HttpError(409, KEY_WITHOUT_ANSWER_MESSAGE);
  if ((await fingerprint.digest()) !== earlier.fingerprint) {
    throw new HttpError(422, KEY_REUSED_MESSAGE);
  }
  res.status(earlier.status).set(REPLAYED_HEADER, 'true').json(earlier.body);
}

/** A token, or the draft's structured-field string form ("..."). */
function parseKey(header: string): string | null {
  const key = /^"(.*)"$/.exec(header)?.[1] ?? header;
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}

/** Who sent the key: a key answers only to its own sender. */
function callerOf(actor: Actor): string {
  switch (actor.kind) {
    case 'customer':
      return `customer:${actor.id}`;
    case 'admin':
      return 'admin';
    case 'anonymous':
      return 'anonymous';
  }
}

function fingerprintOf(req: Request): Fingerprint {
  const head = `${req.method} ${req.path}\n`;
  if (!req.is('multipart/form-data')) {
    const digest = sha256(`${head}${jsonBodies.get(req) ?? 'no body'}`);
    return { digest: () => Promise.resolve(digest) };
  }
  const hash = new BoundaryBlindHash(
    createHash('sha256').update(`${head}multipart\n`),
    boundaryOf(req),
  );
  // Paused first, so listening does not start the flow before the upload's reader is there.
  req.pause();
  req.on('data', (chunk: Buffer) => hash.update(chunk));
  const digest = new Promise<string>((resolve, reject) => {
    req.once('end', () => resolve(hash.digest()));
    req.once('close', () => {
      if (!req.readableEnded) reject(new HttpError(400, 'The request body was cut short'));
    });
  });
  // A replay reads the body itself; an upload has read it by the time its answer is recorded.
  digest.catch(() => undefined);
  return {
    digest: () => {
      if (!req.readableEnded) req.resume();
      return digest;
    },
  };
}

function boundaryOf(req: Request): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get('content-type') ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}

/**
 * SHA-256 of a multipart body with its boundary left out: a browser draws a new boundary for
 * every send of the same form, and a retry must still read as the same request.
 */
class BoundaryBlindHash {
  private carry = Buffer.alloc(0);
  private readonly boundary: Buffer;

  constructor(
    private readonly hash: Hash,
    boundary: string,
  ) {
    this.boundary = Buffer.from(boundary, 'latin1');
  }

  update(chunk: Buffer): void {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    if (this.boundary.length === 0) {
      this.hash.update(data);
      this.carry = Buffer.alloc(0);
      return;
    }
    let from = 0;
    for (
      let at = data.indexOf(this.boundary, from);
      at >= 0;
      at = data.indexOf(this.boundary, from)
    ) {
      this.hash.update(data.subarray(from, at)).update('\u0000boundary\u0000');
      from = at + this.boundary.length;
    }
    // The tail may hold the start of a boundary that the next chunk completes.
    const keep = Math.max(from, data.length - (this.boundary.length - 1));
    this.hash.update(data.subarray(from, keep));
    this.carry = Buffer.from(data.subarray(keep));
  }

  digest(): string {
    return this.hash.update(this.carry).digest('hex');
  }
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
