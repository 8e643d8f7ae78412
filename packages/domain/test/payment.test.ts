import { describe, expect, it } from 'vitest';
import {
  accountOf,
  formatMoney,
  dueDayReminderAt,
  invoiceDescription,
  invoiceDueOn,
  overdueFrom,
  invoiceLabel,
  invoicePaidCents,
  PAYMENT_AMOUNT_MESSAGE,
  PAYMENT_DATE_MESSAGE,
  PAYMENT_FUTURE_DATE_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  PAYMENT_REFERENCE_TOO_LONG_MESSAGE,
  PAYMENT_TOO_OLD_MESSAGE,
  paymentSchema,
  validate,
  VOID_REASON_MESSAGE,
  voidPaymentSchema,
  workshopDay,
} from '../src';

const paid = (amountCents: number, voided = false) => ({
  amountCents,
  voidedAt: voided ? new Date('2026-12-01T00:00:00Z') : null,
});

describe('accountOf', () => {
  it('counts only payments that are not voided', () => {
    const account = accountOf(
      565_000,
      [{ number: 1, amountCents: 282_500 }],
      [paid(100_000), paid(50_000, true), paid(82_500)],
    );
    expect(account).toEqual({
      priceCents: 565_000,
      invoicedCents: 282_500,
      paidCents: 182_500,
      dueCents: 100_000,
      balanceCents: 382_500,
    });
  });

  it('owes nothing once everything invoiced is paid, and the balance is what is left of the price', () => {
    const account = accountOf(565_000, [{ number: 1, amountCents: 282_500 }], [paid(282_500)]);
    expect(account.dueCents).toBe(0);
    expect(account.balanceCents).toBe(282_500);
  });

  it('without a firm price, the balance is what the invoices ask', () => {
    expect(accountOf(null, [], []).balanceCents).toBe(0);
  });
});

describe('invoicePaidCents', () => {
  it('settles the oldest invoice first', () => {
    const invoices = [
      { number: 8, amountCents: 282_500 },
      { number: 3, amountCents: 282_500 },
    ];
    const shares = invoicePaidCents(invoices, [paid(200_000), paid(100_000)]);
    expect(shares.get(3)).toBe(282_500);
    expect(shares.get(8)).toBe(17_500);
  });

  it('a voided payment pays nothing', () => {
    expect(invoicePaidCents([{ number: 1, amountCents: 10 }], [paid(10, true)]).get(1)).toBe(0);
  });
});

describe('invoices', () => {
  it("are due 14 days after the workshop's day they are issued, one day wherever it is read", () => {
    expect(invoiceDueOn(new Date('2026-11-26T10:00:00Z'))).toBe('2026-12-10');
    // Issued at 9 pm on Nov 28 in Pennsylvania (already Nov 29 in UTC and in Tokyo).
    expect(invoiceDueOn(new Date('2026-11-29T02:00:00Z'))).toBe('2026-12-12');
    // Across the end of daylight time: still 14 calendar days.
    expect(invoiceDueOn(new Date('2026-10-25T03:30:00Z'))).toBe('2026-11-07');
  });

  it('are overdue from the midnight after the due day, reminded of that morning', () => {
    expect(overdueFrom('2026-12-12').toISOString()).toBe('2026-12-13T05:00:00.000Z');
    expect(dueDayReminderAt('2026-12-12').toISOString()).toBe('2026-12-12T15:00:00.000Z');
  });

  it('say what they bill and of which total', () => {
    const quote = { version: 2, totalCents: 646_600, depositPercent: 50 };
    expect(invoiceDescription('deposit', quote, 'USD')).toBe(
      '50% deposit on quote v2, total $6,466.00',
    );
    expect(invoiceDescription('balance', quote, 'USD')).toBe(
      'Balance of quote v2, total $6,466.00',
    );
  });

  it('are numbered INV- and four digits at least', () => {
    expect(invoiceLabel(7)).toBe('INV-0007');
    expect(invoiceLabel(12345)).toBe('INV-12345');
  });
});

describe('paymentSchema', () => {
  // Noon in Pennsylvania.
  const today = workshopDay(new Date('2026-11-27T17:00:00Z'));
  const good = { amountCents: 282_500, paidOn: '2026-11-27', method: 'bank_transfer' };
  const check = (changes: Record<string, unknown>) =>
    validate(paymentSchema(today), { ...good, ...changes });

  it('takes a payment dated today, without a reference', () => {
    expect(check({})).toEqual({ ok: true, value: good });
  });

  it('keeps a trimmed reference and drops a blank one', () => {
    expect(check({ reference: '  TX-991 ' })).toMatchObject({ value: { reference: 'TX-991' } });
    expect(check({ reference: '  ' })).toEqual({ ok: true, value: good });
  });

  it.each([0, -5, 12.5, '2825', null])('refuses the amount %s', (amountCents) => {
    expect(check({ amountCents })).toMatchObject({ ok: false, message: PAYMENT_AMOUNT_MESSAGE });
  });

  it.each(['27/11/2026', '2026-02-30', '', 5])('refuses the date %s', (paidOn) => {
    expect(check({ paidOn })).toMatchObject({ ok: false, message: PAYMENT_DATE_MESSAGE });
  });

  it("takes today by the workshop's calendar: at 9 pm in Pennsylvania the next day is future", () => {
    const evening = workshopDay(new Date('2026-11-27T02:00:00Z'));
    expect(evening).toBe('2026-11-26');
    expect(validate(paymentSchema(evening), good)).toMatchObject({
      ok: false,
      message: PAYMENT_FUTURE_DATE_MESSAGE,
    });
  });

  it('refuses a date in the future', () => {
    expect(check({ paidOn: '2026-11-28' })).toMatchObject({
      ok: false,
      message: PAYMENT_FUTURE_DATE_MESSAGE,
    });
  });

  it('refuses a date more than a year back (1900-01-01 is a typo, not a payment)', () => {
    expect(check({ paidOn: '1900-01-01' })).toMatchObject({
      ok: false,
      message: PAYMENT_TOO_OLD_MESSAGE,
    });
    expect(check({ paidOn: '2025-11-26' })).toMatchObject({ ok: false });
    expect(check({ paidOn: '2025-11-27' })).toMatchObject({ ok: true });
  });

  it.each(['paypal', 'Bank transfer', undefined])('refuses the method %s', (method) => {
    expect(check({ method })).toMatchObject({ ok: false, message: PAYMENT_METHOD_MESSAGE });
  });

  it('refuses a reference over 200 characters', () => {
    expect(check({ reference: 'x'.repeat(200) }).ok).toBe(true);
    expect(check({ reference: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      message: PAYMENT_REFERENCE_TOO_LONG_MESSAGE,
    });
  });
});

describe('voidPaymentSchema', () => {
  it('needs a reason', () => {
    expect(validate(voidPaymentSchema, { reason: ' ' })).toMatchObject({
      ok: false,
      message: VOID_REASON_MESSAGE,
    });
    expect(validate(voidPaymentSchema, {})).toMatchObject({ message: VOID_REASON_MESSAGE });
    expect(validate(voidPaymentSchema, { reason: 'Cheque bounced' })).toEqual({
      ok: true,
      value: { reason: 'Cheque bounced' },
    });
  });
});

describe('formatMoney', () => {
  it('drops the cents of a whole amount', () => {
    expect(formatMoney(282_500, 'USD')).toBe('$2,825');
    expect(formatMoney(282_550, 'USD')).toBe('$2,825.50');
  });
});
