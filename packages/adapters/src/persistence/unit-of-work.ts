import type { Reads, Result, Transaction, UnitOfWork } from '@workshop/application';
import type { Knex } from 'knex';
import { answerIn, claimIn, releaseClaim } from './idempotency-keys';
import { createRepositories } from './repositories';

/**
 * One knex transaction per `run`: committed on an ok result, rolled back otherwise. A request
 * sent with an Idempotency-Key records it, and its answer, in its first transaction
 * (idempotency-keys.ts).
 */
export class KnexUnitOfWork implements UnitOfWork {
  private readonly pool: Reads;

  constructor(private readonly db: Knex) {
    this.pool = createRepositories(db);
  }

  read<T>(work: (db: Reads) => Promise<T>): Promise<T> {
    return work(this.pool);
  }

  async run<T>(work: (tx: Transaction) => Promise<Result<T>>): Promise<Result<T>> {
    // The callback only ever sees repositories bound to `trx`: a query on the root knex while
    // the transaction is open would wait for a pool slot (or, on PGlite, forever).
    const trx = await this.db.transaction();
    let claimed = false;
    let result: Result<T>;
    try {
      claimed = await claimIn(trx);
      result = await work(createRepositories(trx));
      if (result.ok && claimed) await answerIn(trx, result.value);
      if (result.ok) await trx.commit();
    } catch (error) {
      // The use case's error is the one worth reporting; a failed rollback (say, a dropped
      // connection) already discards the transaction on the server.
      await trx.rollback().catch(() => undefined);
      if (claimed) releaseClaim();
      throw error;
    }
    if (!result.ok) {
      await trx.rollback();
      if (claimed) releaseClaim();
    }
    return result;
  }
}
