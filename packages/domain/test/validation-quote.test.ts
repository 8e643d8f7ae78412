import { describe, expect, it } from 'vitest';
import { QUOTE_MISSING_MESSAGE, quoteSchema, validate } from '../src';

const valid = { quoteAmount: '$2,400 - $2,800', quotedBy: 'Sam Carpenter' };

describe('quote schema', () => {
  it('accepts an amount and a name; notes are optional', () => {
    expect(validate(quoteSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, quoteNotes: undefined },
    });
    expect(validate(quoteSchema, { ...valid, quoteNotes: ' Includes delivery ' })).toEqual({
      ok: true,
      value: { ...valid, quoteNotes: 'Includes delivery' },
    });
  });

  it('blank quote notes become absent', () => {
    expect(validate(quoteSchema, { ...valid, quoteNotes: '   ' })).toMatchObject({
      ok: true,
      value: { quoteNotes: undefined },
    });
  });

  it.each([undefined, '', '  '])("quote amount %j: 'Quote amount is required'", (quoteAmount) => {
    expect(validate(quoteSchema, { ...valid, quoteAmount })).toMatchObject({
      ok: false,
      message: 'Quote amount is required',
      fieldErrors: { quoteAmount: 'Quote amount is required' },
    });
  });

  it.each([undefined, '', '  '])("quoted by %j: 'Employee name is required'", (quotedBy) => {
    expect(validate(quoteSchema, { ...valid, quotedBy })).toMatchObject({
      ok: false,
      message: 'Employee name is required',
      fieldErrors: { quotedBy: 'Employee name is required' },
    });
  });

  it('reports both when both are missing', () => {
    expect(validate(quoteSchema, {})).toMatchObject({
      ok: false,
      fieldErrors: {
        quoteAmount: 'Quote amount is required',
        quotedBy: 'Employee name is required',
      },
    });
  });

  it('has the admin dialog message for missing information', () => {
    expect(QUOTE_MISSING_MESSAGE).toBe(
      'Missing Information - Please fill in the quote amount and your name',
    );
  });
});
