import type { Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at } from '../fixtures';

export function outboxTests(repos: () => Transaction, db: () => Knex): void {
  describe('Outbox', () => {
    it('writes one row per event with the event and its version as its payload', async () => {
      await repos().outbox.add(
        [
          { type: 'AccountCreated', userId: 1, email: 'ada@example.com' },
          {
            type: 'RequestSubmitted',
            requestId: 7,
            customerId: 1,
            email: 'ada@example.com',
            source: 'quick_form',
          },
        ],
        at(1),
      );
      const rows = await db()('outbox').select('*').orderBy('type');
      expect(rows).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'AccountCreated',
          payload: { type: 'AccountCreated', version: 1, userId: 1, email: 'ada@example.com' },
          occurred_at: at(1),
          published_at: null,
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
          dedupe_key: null,
          handled_at: null,
        },
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'RequestSubmitted',
          payload: {
            type: 'RequestSubmitted',
            version: 2,
            requestId: 7,
            customerId: 1,
            email: 'ada@example.com',
            source: 'quick_form',
          },
          occurred_at: at(1),
          published_at: null,
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
          dedupe_key: null,
          handled_at: null,
        },
      ]);
    });

    it('writes nothing for no events', async () => {
      await repos().outbox.add([], at(1));
      expect(await db()('outbox').count({ n: '*' })).toEqual([{ n: '0' }]);
    });

    it('schedules an event for later, one waiting per key', async () => {
      const digest = { type: 'MessageDigestDue', requestId: 7 } as const;
      const key = 'message-digest:7';
      await repos().outbox.schedule(digest, { at: at(300), key }, at(1));
      await repos().outbox.schedule(digest, { at: at(400), key }, at(2));
      await repos().outbox.schedule(
        { ...digest, requestId: 8 },
        { at: at(300), key: 'other' },
        at(2),
      );
      const waiting = await db()('outbox').where({ dedupe_key: key });
      expect(waiting).toEqual([
        expect.objectContaining({
          type: 'MessageDigestDue',
          payload: { type: 'MessageDigestDue', version: 1, requestId: 7 },
          occurred_at: at(1),
          next_attempt_at: at(300),
          published_at: null,
        }),
      ]);
      // Once it has gone out, the key is free for the next one.
      await db()('outbox')
        .where({ dedupe_key: key })
        .update({ published_at: at(300) });
      await repos().outbox.schedule(digest, { at: at(900), key }, at(600));
      expect(await db()('outbox').where({ dedupe_key: key }).orderBy('occurred_at')).toEqual([
        expect.objectContaining({ published_at: at(300) }),
        expect.objectContaining({ published_at: null, next_attempt_at: at(900) }),
      ]);
    });

    it('records when a worker is done with a published event, and lists those it is not', async () => {
      await repos().outbox.add([{ type: 'QuoteProvided', requestId: 1, by: null }], at(1));
      await repos().outbox.add([{ type: 'QuoteProvided', requestId: 2, by: null }], at(2));
      await repos().outbox.add([{ type: 'QuoteProvided', requestId: 3, by: null }], at(3));
      const ids = (await db()('outbox').orderBy('occurred_at').select('id')).map(
        (row: { id: string }) => row.id,
      );
      const [first, second, third] = ids as [string, string, string];
      await repos().relay.markPublished([first, second], at(4));
      expect(await repos().relay.listUnhandled()).toEqual([
        {
          id: first,
          occurredAt: at(1).toISOString(),
          event: { type: 'QuoteProvided', version: 2, requestId: 1, by: null },
        },
        {
          id: second,
          occurredAt: at(2).toISOString(),
          event: { type: 'QuoteProvided', version: 2, requestId: 2, by: null },
        },
      ]);
      await repos().relay.markHandled([first], at(5));
      // Marked once: a repeat does not move the time.
      await repos().relay.markHandled([first], at(6));
      expect((await repos().relay.listUnhandled()).map((event) => event.id)).toEqual([second]);
      expect(await db()('outbox').where({ id: first }).first('handled_at')).toEqual({
        handled_at: at(5),
      });
      expect(await db()('outbox').where({ id: third }).first('handled_at')).toEqual({
        handled_at: null,
      });
    });
  });
}
