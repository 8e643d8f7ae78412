import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/** How long a key answers for its first request; a retry after that runs anew. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** What a request answers: kept with its key, and given again to each retry. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The Idempotency-Key of the request being handled, and who sent it. The first transaction
 * the request's use case opens records the key with the request's fingerprint (`claimIn`),
 * and the answer its ok value makes before it commits (`answerIn`): the key and its answer
 * exist exactly when the change does, so a crash anywhere cannot make a retry run it twice,
 * nor leave the retry without the first answer.
 */
export interface KeyClaim {
  readonly caller: string;
  readonly key: string;
  /** The request's method, path and body, hashed (its body has been read by now). */
  readonly fingerprint: () => Promise<string>;
  /** The answer the use case's value makes, as the route will send it. */
  readonly answer: (value: unknown) => Answer;
  /** A transaction of this request recorded the key (and has not rolled back). */
  taken: boolean;
  /** The value the recorded answer was made from. */
  answered?: unknown;
  /** Cleared once the request's handler is done: nothing started from it records the key. */
  open: boolean;
}

/** The key was recorded by another request with the same key, which committed first. */
export class KeyAlreadyUsed extends Error {
  constructor() {
    super('This Idempotency-Key was used by a request that is already done');
    this.name = 'KeyAlreadyUsed';
  }
}

const claims = new AsyncLocalStorage<KeyClaim>();
/** Keyed requests whose handler is running. */
let running = 0;

/**
 * Runs a request's handler with its key: the unit of work records it in its transaction. On
 * Node 20 a store in use makes every `await` of the process dearer, keyed or not, so it is
 * switched off again whenever no keyed request is running (`run` switches it on).
 */
export async function withKeyClaim<T>(claim: KeyClaim, work: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await claims.run(claim, work);
  } finally {
    running -= 1;
    if (running === 0) claims.disable();
  }
}

/**
 * Called by the unit of work first thing in each transaction. Records the current request's
 * key in it, once; answers whether this transaction did, so a rollback can give it back. A
 * request with the same key under way elsewhere holds the row: the insert waits for its
 * transaction, and finds the key taken if that one committed.
 */
export async function claimIn(trx: Knex.Transaction): Promise<boolean> {
  const claim = claims.getStore();
  if (!claim?.open || claim.taken) return false;
  // An expired key the maintenance job has not removed yet is taken over, as if it were gone.
  const inserted = await trx.raw<{ rows: unknown[] }>(
    `INSERT INTO idempotency_keys (caller, key, fingerprint, expires_at)
     VALUES (?, ?, ?, now() + make_interval(hours => ?))
     ON CONFLICT (caller, key) DO UPDATE
       SET created_at = now(), expires_at = EXCLUDED.expires_at,
           fingerprint = EXCLUDED.fingerprint, status = NULL, body = NULL
       WHERE idempotency_keys.expires_at <= now()
     RETURNING key`,
    [claim.caller, claim.key, await claim.fingerprint(), IDEMPOTENCY_KEY_HOURS],
  );
  if (inserted.rows.length === 0) throw new KeyAlreadyUsed();
  claim.taken = true;
  return true;
}

/**
 * Called by the unit of work before it commits the transaction that recorded the key: the
 * answer goes in with the change.
 */
export async function answerIn(trx: Knex.Transaction, value: unknown): Promise<void> {
  const claim = claims.getStore();
  if (!claim) return;
  const { status, body } = claim.answer(value);
  await trx('idempotency_keys')
    .where({ caller: claim.caller, key: claim.key })
    .update({ status, body: JSON.stringify(body ?? null) });
  claim.answered = value;
}

/** The transaction that recorded the key rolled back: the key is free again. */
export function releaseClaim(): void {
  const claim = claims.getStore();
  if (claim) claim.taken = false;
}

/** The first request's answer, replayed to every retry with the same key. */
export interface KeptAnswer extends Answer {
  readonly fingerprint: string;
}

/** A key's row: its change is committed, with its answer (a row written otherwise may lack it). */
export type KeyState = { readonly answered: false } | ({ readonly answered: true } & KeptAnswer);

/** The keys' rows, read (and corrected) outside the use cases' transactions. */
export class IdempotencyKeys {
  constructor(private readonly db: Knex) {}

  async find(caller: string, key: string): Promise<KeyState | null> {
    const row = await this.db('idempotency_keys')
      .where({ caller, key })
      .where('expires_at', '>', this.db.fn.now())
      .first<{ fingerprint: string | null; status: number | null; body: unknown } | undefined>(
        'fingerprint',
        'status',
        'body',
      );
    if (!row) return null;
    if (row.fingerprint === null || row.status === null) return { answered: false };
    return { answered: true, fingerprint: row.fingerprint, status: row.status, body: row.body };
  }

  async answer(caller: string, key: string, answer: Answer): Promise<void> {
    await this.db('idempotency_keys')
      .where({ caller, key })
      .update({ status: answer.status, body: JSON.stringify(answer.body ?? null) });
  }
}
