import type { Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at } from '../fixtures';

export function outboxTests(repos: () => Transaction, db: () => Knex): void {
  describe('Outbox', () => {
    it('writes one row per event with the event as its payload', async () => {
      await repos().outbox.add(
        [
          { type: 'AccountCreated', userId: 1, email: 'ada@example.com' },
          { type: 'RequestSubmitted', requestId: 7, customerId: 1, email: 'ada@example.com' },
        ],
        at(1),
      );
      const rows = await db()('outbox').select('*').orderBy('type');
      expect(rows).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'AccountCreated',
          payload: { type: 'AccountCreated', userId: 1, email: 'ada@example.com' },
          occurred_at: at(1),
          published_at: null,
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
        },
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'RequestSubmitted',
          payload: {
            type: 'RequestSubmitted',
            requestId: 7,
            customerId: 1,
            email: 'ada@example.com',
          },
          occurred_at: at(1),
          published_at: null,
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
        },
      ]);
    });

    it('writes nothing for no events', async () => {
      await repos().outbox.add([], at(1));
      expect(await db()('outbox').count({ n: '*' })).toEqual([{ n: '0' }]);
    });
  });
}
