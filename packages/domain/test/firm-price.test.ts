import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_MESSAGE,
  DEPOSIT_NEEDS_PRICE_MESSAGE,
  formatCents,
  MAX_PRICE_CENTS,
  parsePriceText,
  PRICE_MESSAGE,
  PRICE_TOO_LARGE_MESSAGE,
  quoteSchema,
  splitPrice,
  validate,
} from '../src';

describe('splitPrice', () => {
  it('splits an even price in half', () => {
    expect(splitPrice(240_000, 50)).toEqual({
      priceCents: 240_000,
      depositPercent: 50,
      depositCents: 120_000,
      balanceCents: 120_000,
    });
  });

  it('rounds the deposit to the cent and the balance takes the rest, to the exact price', () => {
    // 33% of $1,000.01 is $330.0033: the deposit is $330.00 and the balance $670.01.
    expect(splitPrice(100_001, 33)).toMatchObject({ depositCents: 33_000, balanceCents: 67_001 });
    // 50% of 1 cent rounds up to the cent; nothing is left for the balance.
    expect(splitPrice(1, 50)).toMatchObject({ depositCents: 1, balanceCents: 0 });
    // 50% of an odd number of cents.
    expect(splitPrice(123_457, 50)).toMatchObject({ depositCents: 61_729, balanceCents: 61_728 });
    for (const [price, percent] of [
      [99_999, 33],
      [7, 15],
      [1_234_567, 67],
      [MAX_PRICE_CENTS, 1],
    ] as const) {
      const split = splitPrice(price, percent);
      expect(split.depositCents + split.balanceCents).toBe(price);
      expect(Number.isInteger(split.depositCents)).toBe(true);
    }
  });

  it('no deposit leaves the whole price due on completion', () => {
    expect(splitPrice(250_050, 0)).toMatchObject({ depositCents: 0, balanceCents: 250_050 });
  });

  it('a full deposit leaves nothing on completion', () => {
    expect(splitPrice(250_051, 100)).toMatchObject({ depositCents: 250_051, balanceCents: 0 });
  });
});

describe('formatCents', () => {
  it('writes cents as money with thousands and two decimals', () => {
    expect(formatCents(123_450, 'USD')).toBe('$1,234.50');
    expect(formatCents(1, 'USD')).toBe('$0.01');
    expect(formatCents(240_000, 'USD')).toBe('$2,400.00');
    expect(formatCents(MAX_PRICE_CENTS, 'USD')).toBe('$10,000,000.00');
  });

  it('writes another currency with its own sign', () => {
    expect(formatCents(99_905, 'EUR')).toBe('€999.05');
  });
});

describe('parsePriceText', () => {
  it('reads what an admin types as a price', () => {
    expect(parsePriceText('1,234.50')).toBe(123_450);
    expect(parsePriceText('$2400')).toBe(240_000);
    expect(parsePriceText(' 0.5 ')).toBe(50);
  });

  it('refuses what is not one price', () => {
    for (const text of ['', '$1,200 - $1,500', '12.345', '-5', 'abc']) {
      expect(parsePriceText(text)).toBeNull();
    }
  });
});

describe('quote schema: firm price and deposit', () => {
  const valid = { quoteAmount: '$2,400.00', quotedBy: 'Sam Carpenter' };

  it('takes a firm price with a deposit, or a price alone, or neither', () => {
    expect(
      validate(quoteSchema, { ...valid, priceCents: 240_000, depositPercent: 0 }),
    ).toMatchObject({ ok: true, value: { priceCents: 240_000, depositPercent: 0 } });
    expect(validate(quoteSchema, { ...valid, priceCents: 240_000 })).toMatchObject({ ok: true });
    expect(
      validate(quoteSchema, { ...valid, priceCents: null, depositPercent: null }),
    ).toMatchObject({ ok: true });
  });

  it.each([
    ['negative', -100, PRICE_MESSAGE],
    ['zero', 0, PRICE_MESSAGE],
    ['fractional', 1200.5, PRICE_MESSAGE],
    ['text', '1200', PRICE_MESSAGE],
    ['over-large', MAX_PRICE_CENTS + 1, PRICE_TOO_LARGE_MESSAGE],
  ])('refuses a %s price', (_label, priceCents, message) => {
    expect(validate(quoteSchema, { ...valid, priceCents })).toMatchObject({
      ok: false,
      message,
      fieldErrors: { priceCents: message },
    });
  });

  it.each([-1, 101, 12.5])('refuses a deposit of %j percent', (depositPercent) => {
    expect(validate(quoteSchema, { ...valid, priceCents: 10_000, depositPercent })).toMatchObject({
      ok: false,
      message: DEPOSIT_MESSAGE,
      fieldErrors: { depositPercent: DEPOSIT_MESSAGE },
    });
  });

  it('refuses a deposit without a firm price', () => {
    expect(validate(quoteSchema, { ...valid, depositPercent: 30 })).toMatchObject({
      ok: false,
      message: DEPOSIT_NEEDS_PRICE_MESSAGE,
      fieldErrors: { depositPercent: DEPOSIT_NEEDS_PRICE_MESSAGE },
    });
  });
});
