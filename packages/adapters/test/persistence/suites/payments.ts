import type { NewInvoice, Transaction } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';

const deposit = (requestId: number, overrides: Partial<NewInvoice> = {}): NewInvoice => ({
  requestId,
  quoteVersion: 1,
  kind: 'deposit',
  amountCents: 282_500,
  currency: 'USD',
  issuedAt: T0,
  issuedOn: '2025-03-01',
  dueOn: '2025-03-15',
  // The midnight after the due day in Pennsylvania (standard time).
  overdueFrom: new Date('2025-03-16T05:00:00.000Z'),
  description: '50% deposit on quote v1, total $5,650.00',
  payeeName: 'Oak & Pine',
  payeeAddress: '1 Mill Road, Portland, OR 97201',
  paymentInstructions: 'Bank transfer to 1234',
  ...overrides,
});

export function invoiceAndPaymentRepositoryTests(repos: () => Transaction): void {
  describe('InvoiceRepository', () => {
    it('numbers invoices one after another across projects and reads them back as issued', async () => {
      const { request: first } = await seedRequest(repos());
      const { request: second } = await seedRequest(repos(), 'bo@example.com');
      const a = await repos().invoices.issue(deposit(first.id));
      const b = await repos().invoices.issue(deposit(second.id));
      const c = await repos().invoices.issue(
        deposit(first.id, { kind: 'balance', amountCents: 282_500, issuedAt: at(60) }),
      );
      expect([a.number, b.number, c.number]).toEqual([1, 2, 3]);
      expect(a).toEqual({ ...deposit(first.id), id: a.id, number: 1 });
      expect(await repos().invoices.listByProject(first.id)).toEqual([a, c]);
      expect(await repos().invoices.find(first.id, c.id)).toEqual(c);
      expect(await repos().invoices.find(second.id, c.id)).toBeNull();
    });

    it('refuses a second invoice of one kind for a project', async () => {
      const { request } = await seedRequest(repos());
      await repos().invoices.issue(deposit(request.id));
      await expect(repos().invoices.issue(deposit(request.id))).rejects.toThrow();
    });

    it('lists deposits past due that are not paid yet', async () => {
      const { request: unpaid } = await seedRequest(repos());
      const { request: paid } = await seedRequest(repos(), 'bo@example.com');
      const { request: notDue } = await seedRequest(repos(), 'cy@example.com');
      const late = await repos().invoices.issue(deposit(unpaid.id));
      await repos().invoices.issue(deposit(paid.id));
      await repos().invoices.issue(
        deposit(notDue.id, {
          dueOn: '2025-03-31',
          overdueFrom: new Date('2025-04-01T04:00:00.000Z'),
        }),
      );
      const payment = {
        invoiceId: null,
        paidOn: '2025-03-02',
        method: 'cash' as const,
        reference: null,
        recordedBy: 'Ada Oakes',
        recordedAt: at(5),
      };
      await repos().payments.record({ ...payment, requestId: paid.id, amountCents: 282_500 });
      const voided = await repos().payments.record({
        ...payment,
        requestId: unpaid.id,
        amountCents: 282_500,
      });
      await repos().payments.void(voided.id, { by: 'Ada Oakes', reason: 'Bounced', at: at(6) });
      await repos().payments.record({ ...payment, requestId: unpaid.id, amountCents: 1_000 });
      expect(await repos().invoices.listOverdueDeposits(at(15 * 24 * 60))).toEqual([late]);
      // The whole due day is still in time: overdue from the midnight after it, not before.
      expect(
        await repos().invoices.listOverdueDeposits(new Date('2025-03-16T04:59:59.000Z')),
      ).toEqual([]);
    });
  });

  describe('PaymentRepository', () => {
    it('records payments, reads them in order and voids one once, keeping who and why', async () => {
      const { request } = await seedRequest(repos());
      const invoice = await repos().invoices.issue(deposit(request.id));
      const first = await repos().payments.record({
        requestId: request.id,
        invoiceId: invoice.id,
        amountCents: 100_000,
        paidOn: '2025-03-01',
        method: 'bank_transfer',
        reference: 'TX-1',
        recordedBy: 'Ada Oakes',
        recordedAt: at(1),
      });
      expect(first).toEqual({
        id: first.id,
        requestId: request.id,
        invoiceId: invoice.id,
        amountCents: 100_000,
        paidOn: '2025-03-01',
        method: 'bank_transfer',
        reference: 'TX-1',
        recordedBy: 'Ada Oakes',
        recordedAt: at(1),
        voidedAt: null,
        voidedBy: null,
        voidReason: null,
      });
      const second = await repos().payments.record({
        ...first,
        amountCents: 5,
        reference: null,
        recordedAt: at(2),
      });
      const voided = await repos().payments.void(first.id, {
        by: 'Bo Birch',
        reason: 'Entered twice',
        at: at(3),
      });
      expect(voided).toEqual({
        ...first,
        voidedAt: at(3),
        voidedBy: 'Bo Birch',
        voidReason: 'Entered twice',
      });
      expect(
        await repos().payments.void(first.id, { by: 'X', reason: 'again', at: at(4) }),
      ).toBeNull();
      expect(await repos().payments.listByProject(request.id)).toEqual([voided, second]);
      expect(await repos().payments.find(request.id, second.id)).toEqual(second);
      expect(await repos().payments.find(request.id + 1, second.id)).toBeNull();
    });

    it('reads the invoices and payments of several projects at once, and of none', async () => {
      const { request: first } = await seedRequest(repos());
      const { request: second } = await seedRequest(repos(), 'bo@example.com');
      const { request: other } = await seedRequest(repos(), 'cy@example.com');
      const a = await repos().invoices.issue(deposit(first.id));
      const b = await repos().invoices.issue(deposit(second.id));
      await repos().invoices.issue(deposit(other.id));
      const payment = {
        invoiceId: null,
        paidOn: '2025-03-02',
        method: 'cash' as const,
        reference: null,
        recordedBy: 'Ada Oakes',
      };
      const late = await repos().payments.record({
        ...payment,
        requestId: first.id,
        amountCents: 7,
        recordedAt: at(9),
      });
      const early = await repos().payments.record({
        ...payment,
        requestId: second.id,
        amountCents: 5,
        recordedAt: at(1),
      });
      await repos().payments.record({
        ...payment,
        requestId: other.id,
        amountCents: 3,
        recordedAt: at(2),
      });
      const ids = [second.id, first.id];
      expect(await repos().invoices.listByProjects(ids)).toEqual([a, b]);
      expect(await repos().payments.listByProjects(ids)).toEqual([early, late]);
      expect(await repos().invoices.listByProjects([])).toEqual([]);
      expect(await repos().payments.listByProjects([])).toEqual([]);
    });

    it('goes with its project', async () => {
      const { request } = await seedRequest(repos());
      await repos().invoices.issue(deposit(request.id));
      await repos().payments.record({
        requestId: request.id,
        invoiceId: null,
        amountCents: 1,
        paidOn: '2025-03-01',
        method: 'other',
        reference: null,
        recordedBy: 'Ada Oakes',
        recordedAt: T0,
      });
      await repos().requests.delete(request.id);
      expect(await repos().invoices.listByProject(request.id)).toEqual([]);
      expect(await repos().payments.listByProject(request.id)).toEqual([]);
    });
  });
}
