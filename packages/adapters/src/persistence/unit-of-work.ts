import type { Reads, Result, Transaction, UnitOfWork } from '@workshop/application';
import type { Knex } from 'knex';
import { createRepositories } from './repositories';

/** One knex transaction per `run`: committed on an ok result, rolled back otherwise. */
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
    let result: Result<T>;
    try {
      result = await work(createRepositories(trx));
    } catch (error) {
      // The use case's error is the one worth reporting; a failed rollback (say, a dropped
      // connection) already discards the transaction on the server.
      await trx.rollback().catch(() => undefined);
      throw error;
    }
    if (result.ok) await trx.commit();
    else await trx.rollback();
    return result;
  }
}
