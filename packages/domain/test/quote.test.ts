import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approveQuoteSchema,
  declineQuoteSchema,
  quoteSchema,
  requestChangesSchema,
  validate,
  defaultValidUntil,
  isExpired,
  quoteStateOf,
  reminderDueAt,
  validityEnd,
  validUntilProblem,
  type QuoteFacts,
} from '../src';

const at = (iso: string) => new Date(iso);

describe('quote validity', () => {
  it("lasts 30 days by default, through the whole of the last day on the workshop's calendar", () => {
    expect(defaultValidUntil(at('2026-03-01T15:00:00Z'))).toBe('2026-03-31');
    // Midnight in Pennsylvania (daylight time since March 8) is 04:00 UTC.
    expect(validityEnd('2026-03-31').toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(isExpired('2026-03-31', at('2026-04-01T03:59:59Z'))).toBe(false);
    expect(isExpired('2026-03-31', at('2026-04-01T04:00:00Z'))).toBe(true);
    // Sent at 10 pm in Pennsylvania, already the next day in UTC: 30 days from the workshop's day.
    expect(defaultValidUntil(at('2026-11-02T03:00:00Z'))).toBe('2026-12-01');
  });

  it('refuses a date that has passed or is more than a year away', () => {
    const now = at('2026-03-01T15:00:00Z');
    expect(validUntilProblem('2026-02-28', now)).toBe(
      'The quote must be valid until a future date.',
    );
    expect(validUntilProblem('2026-03-01', now)).toBe(
      'The quote must be valid until a future date.',
    );
    expect(validUntilProblem('2026-03-02', now)).toBeNull();
    expect(validUntilProblem('2027-03-01', now)).toBeNull();
    expect(validUntilProblem('2027-03-03', now)).toBe('A quote can be valid for at most 365 days.');
  });

  it('reminds three days before the end, or a day after sending for a short validity', () => {
    const sent = at('2026-03-01T15:00:00Z');
    expect(reminderDueAt(sent, '2026-03-31').toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(reminderDueAt(sent, '2026-03-02').toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });

  it('always reminds after sending and before the quote ends', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('2025-01-01T00:00:00Z'),
          max: at('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 365 }),
        (sent, days) => {
          const validUntil = new Date(sent.getTime() + days * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const due = reminderDueAt(sent, validUntil).getTime();
          expect(due).toBeGreaterThan(sent.getTime());
          expect(due).toBeLessThan(validityEnd(validUntil).getTime());
        },
      ),
    );
  });
});

describe('quote state', () => {
  const now = at('2026-03-10T12:00:00Z');
  const base: QuoteFacts = {
    current: true,
    validUntil: '2026-03-31',
    viewedAt: null,
    changesRequestedAt: null,
    declinedAt: null,
    accepted: false,
  };

  it.each([
    [{}, 'sent'],
    [{ viewedAt: now }, 'viewed'],
    [{ viewedAt: now, changesRequestedAt: now }, 'changes_requested'],
    [{ viewedAt: now, validUntil: '2026-03-09' }, 'expired'],
    [{ current: false, viewedAt: now }, 'superseded'],
    [{ declinedAt: now, current: true }, 'declined'],
    [{ accepted: true, validUntil: '2026-03-01' }, 'accepted'],
  ] as const)('%j reads %s', (facts, state) => {
    expect(quoteStateOf({ ...base, ...facts }, now)).toBe(state);
  });
});

describe('quote answers and the validity date, as the server reads them', () => {
  it('needs a typed name to accept, and takes the version answered', () => {
    expect(validate(approveQuoteSchema, {})).toMatchObject({
      ok: false,
      fieldErrors: { signatureName: 'Please type your full name to sign the acceptance' },
    });
    expect(validate(approveQuoteSchema, { signatureName: '  Ada Lovelace ', version: 2 })).toEqual({
      ok: true,
      value: { signatureName: 'Ada Lovelace', version: 2 },
    });
    expect(validate(approveQuoteSchema, { signatureName: 'Ada', version: 0 })).toMatchObject({
      ok: false,
      fieldErrors: { version: 'Quote version must be a whole number' },
    });
  });

  it('needs a message to request changes and a reason to decline', () => {
    expect(validate(requestChangesSchema, { message: ' ' })).toMatchObject({
      ok: false,
      fieldErrors: { message: 'Please tell us what you would like changed' },
    });
    expect(validate(declineQuoteSchema, {})).toMatchObject({
      ok: false,
      fieldErrors: { reason: 'Please tell us why you are declining' },
    });
  });

  it.each(['2026-02-31', '31/03/2026', '2026-3-1', 'tomorrow'])(
    'refuses %j as a validity date',
    (validUntil) => {
      expect(
        validate(quoteSchema, { quoteAmount: '$4,800', quotedBy: 'Sam', validUntil }),
      ).toMatchObject({
        ok: false,
        fieldErrors: { validUntil: 'Valid until must be a date (YYYY-MM-DD)' },
      });
    },
  );
});
