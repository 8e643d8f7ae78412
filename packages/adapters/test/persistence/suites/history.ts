import type { Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';

/** The activity log's reads of the outbox and the email log, on the real schema. */
export function projectHistoryTests(repos: () => Transaction, db: () => Knex): void {
  describe('ProjectHistory', () => {
    it("reads a project's events and its account's creation, oldest first, and nothing else", async () => {
      const { customer, request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      await repos().outbox.add(
        [
          { type: 'AccountCreated', userId: customer.id, email: customer.email },
          {
            type: 'RequestSubmitted',
            requestId: request.id,
            customerId: customer.id,
            email: customer.email,
            source: 'wizard',
          },
        ],
        T0,
      );
      await repos().outbox.add([{ type: 'QuoteProvided', requestId: request.id, by: null }], at(5));
      await repos().outbox.add(
        [{ type: 'RequestEdited', requestId: request.id, fields: ['phone'] }],
        at(2),
      );
      // Another project's, a later account creation of the same customer, a reminder not due
      // yet, and a payload this release cannot read: none of them is this project's story.
      await repos().outbox.add(
        [{ type: 'QuoteProvided', requestId: other.request.id, by: null }],
        at(3),
      );
      await repos().outbox.add(
        [{ type: 'AccountCreated', userId: customer.id, email: customer.email }],
        at(4),
      );
      await repos().outbox.schedule(
        { type: 'QuoteReminderDue', requestId: request.id, quoteVersion: 1 },
        { at: at(60), key: `quote-reminder:${request.id}:1` },
        at(5),
      );
      await db()('outbox').insert({
        type: 'QuoteArchived',
        payload: JSON.stringify({ type: 'QuoteArchived', version: 1, requestId: request.id }),
        occurred_at: at(6),
      });

      const events = await repos().history.events(request.id);

      expect(events.map((recorded) => [recorded.event.type, recorded.occurredAt])).toEqual([
        // Same instant: the order among them is the reader's (ListActivity) to decide.
        ...(events[0]?.event.type === 'AccountCreated'
          ? [
              ['AccountCreated', T0],
              ['RequestSubmitted', T0],
            ]
          : [
              ['RequestSubmitted', T0],
              ['AccountCreated', T0],
            ]),
        ['RequestEdited', at(2)],
        ['QuoteProvided', at(5)],
      ]);
      expect(events.find((r) => r.event.type === 'RequestSubmitted')?.event).toMatchObject({
        source: 'wizard',
      });
      expect(events.every((recorded) => typeof recorded.id === 'string')).toBe(true);
    });

    it("reads every email of the project's events, or logged for the project, oldest first", async () => {
      const { customer, request } = await seedRequest(repos());
      await repos().outbox.add(
        [{ type: 'AccountCreated', userId: customer.id, email: customer.email }],
        T0,
      );
      await repos().outbox.add([{ type: 'QuoteProvided', requestId: request.id, by: null }], at(1));
      const [account, quoted] = await db()('outbox').orderBy('occurred_at').select('id');
      const log = repos().deliveries;
      // Credentials carry no project id: found through the account's event.
      await log.claim(
        {
          eventId: account.id,
          template: 'credentials',
          recipient: customer.email,
          projectId: null,
        },
        at(1),
        60_000,
      );
      await log.finish({ eventId: account.id, template: 'credentials' }, { status: 'sent' }, at(1));
      await log.claim(
        {
          eventId: quoted.id,
          template: 'quote-ready',
          recipient: 'ada@x.test',
          projectId: request.id,
        },
        at(2),
        60_000,
      );
      await log.finish(
        { eventId: quoted.id, template: 'quote-ready' },
        { status: 'failed', error: '550 5.1.1 Mailbox does not exist' },
        at(2),
      );
      // Another project's email.
      await log.claim(
        {
          eventId: '00000000-0000-4000-8000-000000000009',
          template: 'quote-ready',
          recipient: 'grace@x.test',
          projectId: request.id + 1,
        },
        at(3),
        60_000,
      );

      const emails = await repos().history.emails(request.id);

      expect(emails.map((e) => [e.template, e.recipient, e.status, e.lastError])).toEqual([
        ['credentials', customer.email, 'sent', null],
        ['quote-ready', 'ada@x.test', 'failed', '550 5.1.1 Mailbox does not exist'],
      ]);
    });
  });
}
