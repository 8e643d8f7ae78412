import type { TableQuery, Transaction } from '@workshop/application';
import type { QuotedDesign } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { at, newRequest, T0 } from '../fixtures';

/**
 * The workshop's table on both backends: each column's order both ways with rows lacking a
 * value last, keyset pages with no repeat or gap, the triage filters and the designs.
 */
export function requestTableTests(repos: () => Transaction): void {
  describe('RequestTable', () => {
    // Arrivals a day apart from T0; "overdue" means new and before day 3.
    const overdueBefore = at(3 * 24 * 60);

    async function seed(): Promise<Record<string, number>> {
      const customer = await repos().users.create({
        email: 'ada@example.com',
        needsPasswordChange: true,
        now: T0,
      });
      const rows = [
        { name: 'Cleo', type: 'Desk', status: 'new', amount: null },
        { name: 'ada', type: 'table', status: 'quoted', amount: '$2,400' },
        { name: 'Ben', type: 'Desk', status: 'new', amount: null },
        { name: 'Dan', type: 'shelf', status: 'in_progress', amount: '€950.50' },
        { name: 'Eve', type: 'bed', status: 'new', amount: null },
      ] as const;
      const ids: Record<string, number> = {};
      for (const [day, row] of rows.entries()) {
        const made = await repos().requests.create(
          newRequest(customer, { fullName: row.name, furnitureType: row.type, status: row.status }),
          at(day * 24 * 60),
        );
        if (row.amount) {
          await repos().quotes.add({
            requestId: made.id,
            version: 1,
            amount: row.amount,
            priceCents: null,
            depositPercent: null,
            notes: null,
            quotedBy: 'Joe',
            quotedAt: at(day * 24 * 60),
            validUntil: '2099-01-01',
            design: null,
            lines: null,
            salesTax: null,
            taxExemptReason: null,
          });
        }
        ids[row.name] = made.id;
      }
      const message = (projectId: number, senderType: 'customer' | 'admin', minutes: number) =>
        repos().messages.create(
          {
            projectId,
            senderType,
            senderName: senderType === 'admin' ? 'Ben' : 'Ada',
            message: 'Hi',
            attachments: [],
          },
          at(minutes),
        );
      await message(ids.Cleo!, 'customer', 10_000);
      await message(ids.Cleo!, 'customer', 10_001);
      await message(ids.ada!, 'customer', 9_000);
      await message(ids.ada!, 'admin', 9_500);
      await message(ids.Dan!, 'customer', 8_000);
      await repos().messages.markRead(ids.Dan!, 'admin');
      await repos().customizations.upsert(
        'session_1740819600000_table',
        {
          furnitureType: 'desk',
          style: 'modern',
          material: 'solid-wood',
          specificMaterial: 'walnut',
          finish: null,
          specificFinish: null,
          dimensions: '{"width":"60","depth":"30","height":"30"}',
          features: [],
          hardware: null,
          upholstery: null,
          notes: null,
          fullName: null,
          email: null,
          phone: null,
          timeline: null,
          imagePath: null,
          imageOriginalName: null,
          completed: true,
        },
        T0,
      );
      await repos().customizations.link(
        'session_1740819600000_table',
        { userId: customer.id, requestId: ids.Ben! },
        T0,
      );
      return ids;
    }

    async function everyRow(query: Omit<TableQuery, 'after' | 'limit' | 'overdueBefore'>) {
      const names: string[] = [];
      let after: TableQuery['after'];
      for (let pages = 0; pages < 10; pages += 1) {
        const page = await repos().table.page({
          ...query,
          limit: 2,
          overdueBefore,
          ...(after ? { after } : {}),
        });
        names.push(...page.rows.map((row) => row.fullName));
        if (!page.more) break;
        after = page.rows.at(-1)?.position;
      }
      return names;
    }

    it('orders by each column both ways, two rows a page, rows without a value last', async () => {
      await seed();
      expect(await everyRow({ sort: 'customer', direction: 'asc' })).toEqual(
        ['ada', 'ben', 'cleo', 'dan', 'eve'].map(cap),
      );
      expect(await everyRow({ sort: 'number', direction: 'desc' })).toEqual([
        'Eve',
        'Dan',
        'Ben',
        'ada',
        'Cleo',
      ]);
      expect(await everyRow({ sort: 'age', direction: 'asc' })).toEqual([
        'Eve',
        'Dan',
        'Ben',
        'ada',
        'Cleo',
      ]);
      expect(await everyRow({ sort: 'piece', direction: 'asc' })).toEqual([
        'Eve',
        'Cleo',
        'Ben',
        'Dan',
        'ada',
      ]);
      expect(await everyRow({ sort: 'value', direction: 'desc' })).toEqual([
        'ada',
        'Dan',
        'Eve',
        'Ben',
        'Cleo',
      ]);
      expect(await everyRow({ sort: 'value', direction: 'asc' })).toEqual([
        'Dan',
        'ada',
        'Cleo',
        'Ben',
        'Eve',
      ]);
      expect(await everyRow({ sort: 'quote-due', direction: 'asc' })).toEqual([
        'Cleo',
        'Ben',
        'Eve',
        'ada',
        'Dan',
      ]);
      expect(await everyRow({ sort: 'last-message', direction: 'desc' })).toEqual([
        'Cleo',
        'ada',
        'Dan',
        'Eve',
        'Ben',
      ]);
      expect(await everyRow({ sort: 'unread', direction: 'desc' })).toEqual([
        'Cleo',
        'ada',
        'Eve',
        'Dan',
        'Ben',
      ]);
      expect(await everyRow({ sort: 'status', direction: 'asc' })).toEqual([
        'Dan',
        'Cleo',
        'Ben',
        'Eve',
        'ada',
      ]);
    });

    it('filters by status, type, overdue, waiting on the workshop and unread, and counts them', async () => {
      await seed();
      const names = async (filters: Partial<TableQuery>) => {
        const page = await repos().table.page({
          sort: 'number',
          direction: 'asc',
          limit: 25,
          overdueBefore,
          ...filters,
        });
        return { names: page.rows.map((row) => row.fullName), total: page.total };
      };
      expect(await names({ status: 'new' })).toEqual({ names: ['Cleo', 'Ben', 'Eve'], total: 3 });
      expect(await names({ type: 'desk' })).toEqual({ names: ['Cleo', 'Ben'], total: 2 });
      expect(await names({ overdue: true })).toEqual({ names: ['Cleo', 'Ben'], total: 2 });
      expect(await names({ waiting: true })).toEqual({ names: ['Cleo', 'Dan'], total: 2 });
      expect(await names({ unread: true })).toEqual({ names: ['Cleo', 'ada'], total: 2 });
      expect(await names({ unread: true, status: 'new', type: 'Desk' })).toEqual({
        names: ['Cleo'],
        total: 1,
      });
    });

    it('lists a quoted project whose newest version the customer asked to change, until a new version answers it', async () => {
      const ids = await seed();
      const quoteVersion = (n: number) => ({
        requestId: ids.ada!,
        version: n,
        amount: '$2,400',
        priceCents: null,
        depositPercent: null,
        notes: null,
        quotedBy: 'Sam',
        quotedAt: at(n),
        validUntil: '2025-03-31',
        design: null,
        lines: null,
        salesTax: null,
        taxExemptReason: null,
      });
      const waiting = async () => {
        const page = await repos().table.page({
          sort: 'number',
          direction: 'asc',
          limit: 25,
          overdueBefore,
          changesRequested: true,
        });
        return page.rows.map((row) => [row.fullName, row.changesRequestedAt]);
      };
      // The seed quoted her v1; v2 is the one she answers.
      await repos().quotes.add(quoteVersion(2));
      expect(await waiting()).toEqual([]);
      await repos().quotes.markChangesRequested(ids.ada!, 2, 'Oak instead', at(20_000));
      expect(await waiting()).toEqual([['ada', at(20_000)]]);
      await repos().quotes.add(quoteVersion(3));
      expect(await waiting()).toEqual([]);
    });

    it('answers each row with its designs and who the conversation waits on', async () => {
      const ids = await seed();
      const page = await repos().table.page({
        sort: 'number',
        direction: 'asc',
        limit: 25,
        overdueBefore,
      });
      const row = (id: number) => page.rows.find((r) => r.id === id);
      expect(row(ids.Ben!)).toMatchObject({
        furnitureType: 'Desk',
        designs: {
          requested: {
            furnitureType: 'desk',
            specificMaterial: 'walnut',
            dimensions: { width: '60', depth: '30', height: '30' },
          },
          signed: null,
          newest: null,
        },
        quoteOverdue: true,
        unread: 0,
        lastMessageAt: null,
        lastMessageFrom: null,
      });
      expect(row(ids.Cleo!)).toMatchObject({
        unread: 2,
        lastMessageFrom: 'customer',
        lastMessageBy: 'Ada',
        lastMessageAt: at(10_001),
        designs: { requested: null, signed: null, newest: null },
      });
      expect(row(ids.ada!)).toMatchObject({
        unread: 1,
        lastMessageFrom: 'admin',
        lastMessageBy: 'Ben',
        quoteAmount: '$2,400',
        value: 2400,
        quoteOverdue: false,
      });
      expect(row(ids.Dan!)).toMatchObject({ value: 950.5, unread: 0, lastMessageFrom: 'customer' });
      expect(row(ids.ada!)?.designs).toEqual({
        requested: null,
        signed: null,
        newest: { version: 1, design: null },
      });
    });

    it('answers the version the customer signed with the design it pins, beside the newest', async () => {
      const ids = await seed();
      const design: QuotedDesign = {
        furnitureType: 'table',
        style: '',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: '',
        specificFinish: '',
        dimensions: { length: '96', width: '40', height: '30' },
        features: ['Extendable'],
        base: 'trestle',
        leafCount: 2,
        leafLength: 18,
        hardware: '',
        notes: '',
      };
      await repos().quotes.add({
        requestId: ids.ada!,
        version: 2,
        amount: '$5,650',
        priceCents: null,
        depositPercent: null,
        notes: null,
        quotedBy: 'Joe',
        quotedAt: at(20_000),
        validUntil: '2099-01-01',
        design,
        lines: null,
        salesTax: null,
        taxExemptReason: null,
      });
      await repos().quotes.accept({
        requestId: ids.ada!,
        version: 2,
        amount: '$5,650',
        method: 'click',
        signatureName: 'ada',
        acceptedAt: at(20_001),
        ipAddress: null,
        userAgent: null,
        terms: 'The terms.',
        chosenLines: [],
        priceCents: null,
      });
      const page = await repos().table.page({
        sort: 'number',
        direction: 'asc',
        limit: 25,
        overdueBefore,
      });
      expect(page.rows.find((r) => r.id === ids.ada)?.designs).toEqual({
        requested: null,
        signed: { version: 2, design },
        newest: { version: 2, design },
      });
    });
  });
}

const cap = (name: string): string =>
  name === 'ada' ? name : name[0]!.toUpperCase() + name.slice(1);
