import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILL_ALL_FIELDS_MESSAGE,
  MESSAGE_MAX_LENGTH,
  SENDER_NAME_MAX_LENGTH,
  USER_TYPES,
  markReadSchema,
  messageDialogError,
  messageSchema,
  userTypeSchema,
  validate,
} from '../src';

const valid = { message: 'When can you deliver?', senderName: 'Ada', senderType: 'customer' };

const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 6 })
  .map((chars) => chars.join(''));
const noEdgeBlanks = (value: string) => value.replace(/^\s/, 'x').replace(/\s$/, 'x');

describe('message schema', () => {
  it('accepts a message from an admin or a customer, trimmed', () => {
    expect(
      validate(messageSchema, { ...valid, message: '  Hello  ', senderType: 'admin' }),
    ).toEqual({
      ok: true,
      value: { message: 'Hello', senderName: 'Ada', senderType: 'admin' },
    });
    expect(USER_TYPES).toEqual(['admin', 'customer']);
  });

  it.each([undefined, '', '   '])("message %j: 'Message is required'", (message) => {
    expect(validate(messageSchema, { ...valid, message })).toMatchObject({
      ok: false,
      message: 'Message is required',
      fieldErrors: { message: 'Message is required' },
    });
  });

  it('a 1000-character message passes and a 1001-character one fails', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(validate(messageSchema, { ...valid, message: 'm'.repeat(1000) }).ok).toBe(true);
    expect(validate(messageSchema, { ...valid, message: 'm'.repeat(1001) })).toEqual({
      ok: false,
      message: 'Message must be 1000 characters or less',
      fieldErrors: { message: 'Message must be 1000 characters or less' },
    });
  });

  it('any message of 1 to 1000 characters passes and any longer fails', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 1000 }).map(noEdgeBlanks),
        fc.string({ minLength: 1001, maxLength: 2000 }).map(noEdgeBlanks),
        (short, long) => {
          expect(validate(messageSchema, { ...valid, message: short })).toMatchObject({
            ok: true,
            value: { message: short },
          });
          expect(validate(messageSchema, { ...valid, message: long })).toMatchObject({
            ok: false,
            message: 'Message must be 1000 characters or less',
          });
        },
      ),
    );
  });

  it.each([undefined, '', '  '])("sender name %j: 'Sender name is required'", (senderName) => {
    expect(validate(messageSchema, { ...valid, senderName })).toMatchObject({
      ok: false,
      message: 'Sender name is required',
      fieldErrors: { senderName: 'Sender name is required' },
    });
  });

  it('a 100-character sender name passes and a 101-character one fails', () => {
    expect(SENDER_NAME_MAX_LENGTH).toBe(100);
    expect(validate(messageSchema, { ...valid, senderName: 'n'.repeat(100) }).ok).toBe(true);
    expect(validate(messageSchema, { ...valid, senderName: 'n'.repeat(101) })).toMatchObject({
      ok: false,
      fieldErrors: { senderName: 'Sender name must be 100 characters or less' },
    });
  });

  // A sender name follows the name rule (name-rule.test.ts): the length is checked on names.
  it('any sender name of 1 to 100 characters passes and any longer fails', () => {
    const nameCharacter = fc.constantFrom(
      ...'AdaLovelaceÅøßЖжλ李小龙محمد김민준',
      ' ',
      '-',
      "'",
      '.',
    );
    fc.assert(
      fc.property(
        fc
          .string({ unit: nameCharacter, minLength: 1, maxLength: 100 })
          .map((name) => `A${name.slice(1)}`.replace(/\s$/, 'x')),
        fc.string({ minLength: 101, maxLength: 300 }).map(noEdgeBlanks),
        (short, long) => {
          expect(validate(messageSchema, { ...valid, senderName: short }).ok).toBe(true);
          expect(validate(messageSchema, { ...valid, senderName: long }).ok).toBe(false);
        },
      ),
    );
  });

  it.each([undefined, '', 'Admin', 'staff'])('sender type %j is refused', (senderType) => {
    expect(validate(messageSchema, { ...valid, senderType })).toMatchObject({
      ok: false,
      message: "Sender type must be 'admin' or 'customer'",
    });
  });
});

describe('message dialog', () => {
  it("says 'Please fill in all fields' when either field is blank", () => {
    expect(FILL_ALL_FIELDS_MESSAGE).toBe('Please fill in all fields');
    expect(messageDialogError('', 'Ada')).toBe('Please fill in all fields');
    expect(messageDialogError('Hello', '')).toBe('Please fill in all fields');
    expect(messageDialogError('', '')).toBe('Please fill in all fields');
  });

  it('treats whitespace-only input as blank', () => {
    fc.assert(
      fc.property(blank, fc.string({ minLength: 1 }).map(noEdgeBlanks), (empty, text) => {
        expect(messageDialogError(empty, text)).toBe('Please fill in all fields');
        expect(messageDialogError(text, empty)).toBe('Please fill in all fields');
      }),
    );
  });

  it('has no complaint when both are filled in', () => {
    expect(messageDialogError(' Hello ', ' Ada ')).toBeNull();
  });
});

describe('user type', () => {
  it('is admin or customer', () => {
    expect(userTypeSchema.safeParse('admin').success).toBe(true);
    expect(userTypeSchema.safeParse('customer').success).toBe(true);
    expect(validate(markReadSchema, { userType: 'customer' })).toEqual({
      ok: true,
      value: { userType: 'customer' },
    });
    expect(validate(markReadSchema, { userType: 'guest' })).toMatchObject({
      ok: false,
      message: "User type must be 'admin' or 'customer'",
    });
  });
});
