import type { Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { createRepositories } from '../../../src/persistence/repositories';
import { at, T0 } from '../fixtures';
import { itInSql } from './in-sql';

const QUIET = 15 * 60_000;

export function signInFailureLogTests(repos: () => Transaction, db?: () => Knex): void {
  describe('SignInFailureLog', () => {
    itInSql(
      db,
      'counts a run of failures per email until it has been quiet long enough',
      async (db) => {
        const log = repos().signInFailures;
        expect(await log.count('ada@example.com', T0)).toBe(0);
        expect(await log.record('ada@example.com', T0, QUIET)).toBe(1);
        expect(await log.record('ada@example.com', at(10), QUIET)).toBe(2);
        // Each failure moves the end on: 10 + 15 minutes.
        expect(await log.record('ada@example.com', at(24), QUIET)).toBe(3);
        expect(await log.count('ada@example.com', at(38))).toBe(3);
        expect(await log.count('ben@example.com', at(38))).toBe(0);
        // Quiet from minute 24 to 39: the run is over, and a failure starts a new one.
        expect(await log.count('ada@example.com', at(39))).toBe(0);
        expect(await log.record('ada@example.com', at(40), QUIET)).toBe(1);
        expect(await db()('sign_in_failures').where({ email: 'ada@example.com' }).first()).toEqual({
          email: 'ada@example.com',
          failures: 1,
          started_at: at(40),
          ends_at: at(55),
        });
      },
    );

    itInSql(db, 'gives failures at once a count each, in one run', async (db) => {
      const counts = await Promise.all(
        Array.from({ length: 12 }, () =>
          db().transaction((trx) =>
            createRepositories(trx).signInFailures.record('burst@example.com', T0, QUIET),
          ),
        ),
      );
      expect([...counts].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
    });
  });
}
