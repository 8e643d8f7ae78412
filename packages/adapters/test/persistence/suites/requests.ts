import type { Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../../src/persistence/repositories';
import { RowNotFoundError } from '../../../src/persistence/rows';
import { at, newRequest, seedRequest, T0 } from '../fixtures';
import { itInSql } from './in-sql';

export function requestRepositoryTests(repos: () => Transaction, db?: () => Knex): void {
  describe('RequestRepository', () => {
    it('creates a request with the schema defaults and reads it back', async () => {
      const customer = await repos().users.create({
        email: 'ada@example.com',
        needsPasswordChange: true,
        now: T0,
      });
      const created = await repos().requests.create(
        newRequest(customer, {
          phone: '555-0100',
          budgetRange: '1000-2500',
          imagePath: 'b1946ac9.jpg',
          imageOriginalName: 'sketch.jpg',
        }),
        T0,
      );
      expect(created).toEqual({
        id: expect.any(Number),
        customerId: customer.id,
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '555-0100',
        furnitureType: 'table',
        description: 'Oak dining table',
        budgetRange: '1000-2500',
        timeline: 'flexible',
        imagePath: 'b1946ac9.jpg',
        imageOriginalName: 'sketch.jpg',
        status: 'new',
        notes: null,
        adminNotes: '',
        quoteAmount: null,
        quoteNotes: null,
        quotedAt: null,
        quotedBy: null,
        quoteApproved: false,
        quoteApprovedAt: null,
        adminMessage: null,
        adminMessageSentAt: null,
        adminMessageSentBy: null,
        completionNote: null,
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await repos().requests.findById(created.id)).toEqual(created);
      expect(await repos().requests.findById(created.id + 1)).toBeNull();
    });

    itInSql(
      db,
      'creates one request per wizard session: a second, even at the same instant, gets null',
      async (db) => {
        const { customer } = await seedRequest(repos(), 'double@example.com');
        const sessionId = 'session_1700000000000_sameinst0';
        const first = await db().transaction();
        const created = await createRepositories(first).requests.createForWizardSession(
          sessionId,
          newRequest(customer, { notes: 'First tab' }),
          T0,
        );
        expect(created).toMatchObject({ notes: 'First tab' });
        // The second insert waits on the session's unique key (or for the connection) ...
        const second = db().transaction(async (trx) => {
          const requests = createRepositories(trx).requests;
          const made = await requests.createForWizardSession(
            sessionId,
            newRequest(customer, { notes: 'Second tab' }),
            T0,
          );
          return { made, found: await requests.findByWizardSession(sessionId) };
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await first.commit();
        // ... and once the first commits, inserts nothing and reads the first.
        const { made, found } = await second;
        expect(made).toBeNull();
        expect(found).toEqual(created);
        expect(
          await repos().requests.findByWizardSession('session_1700000000000_otherone0'),
        ).toBeNull();
      },
    );

    itInSql(db, 'finds a request for update inside a transaction', async (db) => {
      const { request } = await seedRequest(repos());
      const locked = await db().transaction((trx) =>
        createRepositories(trx).requests.findByIdForUpdate(request.id),
      );
      expect(locked).toEqual(request);
      expect(await repos().requests.findByIdForUpdate(request.id + 1)).toBeNull();
    });

    it('lists every request newest first, or one customer’s only', async () => {
      const first = await seedRequest(repos(), 'ada@example.com', at(1));
      const second = await seedRequest(repos(), 'grace@example.com', at(2));
      const third = await seedRequest(repos(), 'ada@example.com', at(3));
      // Same instant: the later id is the newer one.
      const fourth = await seedRequest(repos(), 'grace@example.com', at(3));

      const all = await repos().requests.list({});
      expect(all.map((r) => r.id)).toEqual([
        fourth.request.id,
        third.request.id,
        second.request.id,
        first.request.id,
      ]);
      const ada = await repos().requests.list({ customerId: first.customer.id });
      expect(ada.map((r) => r.id)).toEqual([third.request.id, first.request.id]);
      expect(await repos().requests.list({ customerId: 999 })).toEqual([]);
    });

    it('reads its quote fields from the current version, and its approval from the acceptance', async () => {
      const { request } = await seedRequest(repos());
      expect(request).toMatchObject({
        quoteAmount: null,
        quoteNotes: null,
        quotedBy: null,
        quotedAt: null,
        quoteApproved: false,
        quoteApprovedAt: null,
      });
      const version = (n: number, amount: string, notes: string | null, minutes: number) =>
        repos().quotes.add({
          requestId: request.id,
          version: n,
          amount,
          priceCents: null,
          depositPercent: null,
          notes,
          quotedBy: n === 1 ? 'Joe' : 'Sam',
          quotedAt: at(minutes),
          validUntil: '2099-01-01',
          design: null,
          lines: null,
          salesTax: null,
          taxExemptReason: null,
        });
      await version(1, '$1,200 - $1,500', 'Solid oak', 10);
      const quoted = await repos().requests.update(request.id, { status: 'quoted' }, at(10));
      expect(quoted).toMatchObject({
        status: 'quoted',
        quoteAmount: '$1,200 - $1,500',
        quoteNotes: 'Solid oak',
        quotedBy: 'Joe',
        quotedAt: at(10),
        quoteApproved: false,
        fullName: 'Ada Lovelace',
        createdAt: T0,
        updatedAt: at(10),
      });
      // A revision: the request reads v2, notes and all (v2 has none), in every read.
      await version(2, '$1,350', null, 15);
      const revised = {
        quoteAmount: '$1,350',
        quoteNotes: null,
        quotedBy: 'Sam',
        quotedAt: at(15),
        quoteApproved: false,
        quoteApprovedAt: null,
      };
      expect(await repos().requests.findById(request.id)).toMatchObject(revised);
      expect(await repos().requests.findByIdForUpdate(request.id)).toMatchObject(revised);
      expect(await repos().requests.list({ customerId: request.customerId })).toMatchObject([
        revised,
      ]);
      await repos().quotes.accept({
        requestId: request.id,
        version: 2,
        // Signed with an option ticked: more than the version's own amount.
        amount: '$1,431.00',
        method: 'click',
        signatureName: 'Ada Lovelace',
        acceptedAt: at(20),
        ipAddress: null,
        userAgent: null,
        terms: 'The terms.',
        chosenLines: [1],
        priceCents: 143_100,
      });
      const approved = await repos().requests.update(request.id, { status: 'in_progress' }, at(20));
      // The request's amount reads what was signed.
      expect(approved).toMatchObject({
        status: 'in_progress',
        quoteApproved: true,
        quoteApprovedAt: at(20),
        quoteAmount: '$1,431.00',
      });
      const edited = await repos().requests.update(
        request.id,
        {
          adminNotes: 'Customer prefers walnut',
          notes: 'Delivery in May',
          adminMessage: 'Started',
          adminMessageSentAt: at(30),
          adminMessageSentBy: 'Joe',
          phone: null,
          description: undefined,
        },
        at(30),
      );
      expect(edited).toMatchObject({
        adminNotes: 'Customer prefers walnut',
        notes: 'Delivery in May',
        adminMessage: 'Started',
        adminMessageSentAt: at(30),
        adminMessageSentBy: 'Joe',
        phone: null,
        description: 'Oak dining table',
      });
      expect(await repos().requests.findById(request.id)).toEqual(edited);
    });

    itInSql(
      db,
      'rejects a status outside the lifecycle and an update of a missing request',
      async (db) => {
        const { request } = await seedRequest(repos());
        await expect(
          db()('furniture_requests').where({ id: request.id }).update({ status: 'archived' }),
        ).rejects.toThrow(/furniture_requests_status_check/);
        await expect(repos().requests.update(999, { notes: 'x' }, T0)).rejects.toThrow(
          RowNotFoundError,
        );
      },
    );

    it('deletes a request together with its messages', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      for (const project of [request, other.request]) {
        await repos().messages.create(
          { projectId: project.id, message: 'Hello', senderType: 'customer', senderName: 'Ada' },
          T0,
        );
      }
      await repos().requests.delete(request.id);
      expect(await repos().requests.findById(request.id)).toBeNull();
      expect(await repos().messages.listByProject(request.id)).toEqual([]);
      expect(await repos().messages.listByProject(other.request.id)).toHaveLength(1);
      await expect(repos().requests.delete(request.id)).resolves.toBeUndefined();
    });
  });
}
