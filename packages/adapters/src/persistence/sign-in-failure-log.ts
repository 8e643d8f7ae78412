import type { SignInFailureLog } from '@workshop/application';
import type { Knex } from 'knex';

export class KnexSignInFailureLog implements SignInFailureLog {
  constructor(private readonly db: Knex) {}

  async count(email: string, now: Date): Promise<number> {
    const row = await this.db('sign_in_failures')
      .where({ email })
      .where('ends_at', '>', now)
      .first<{ failures: number } | undefined>('failures');
    return row?.failures ?? 0;
  }

  async record(email: string, now: Date, quietMs: number): Promise<number> {
    const endsAt = new Date(now.getTime() + quietMs);
    // One statement: the row lock serializes failures at once, so each gets its own count.
    const { rows } = await this.db.raw<{ rows: { failures: number }[] }>(
      `INSERT INTO sign_in_failures AS f (email, failures, started_at, ends_at)
       VALUES (:email, 1, :now, :endsAt)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN f.ends_at > :now THEN f.failures + 1 ELSE 1 END,
         started_at = CASE WHEN f.ends_at > :now THEN f.started_at ELSE :now END,
         ends_at = :endsAt
       RETURNING failures`,
      { email, now, endsAt },
    );
    const failures = rows[0]?.failures;
    if (failures === undefined) throw new Error('sign_in_failures: the upsert returned no row');
    return failures;
  }
}
