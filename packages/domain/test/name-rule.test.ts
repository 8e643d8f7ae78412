import { describe, expect, it } from 'vitest';
import {
  approveQuoteSchema,
  EMPTY_DRAFT,
  fullNameProblem,
  isStepComplete,
  isWrittenName,
  messageDialogError,
  messageSchema,
  NAME_RULE_MESSAGE,
  quoteSchema,
  requestEditSchema,
  requestSchema,
  validate,
  type WizardDraft,
} from '../src';

/** Every place a person types a name, with the rest of a valid body around it. */
const NAME_FIELDS = {
  'the request’s full name (wizard, quick form)': (name: string) =>
    validate(requestSchema, { fullName: name, email: 'ada@example.com' }),
  'the edit dialog’s full name': (name: string) =>
    validate(requestEditSchema, { fullName: name, email: 'ada@example.com' }),
  'the quote’s "quoted by"': (name: string) =>
    validate(quoteSchema, { quoteAmount: '$1,200', quotedBy: name }),
  'a message’s sender name': (name: string) =>
    validate(messageSchema, { message: 'Hello', senderName: name, senderType: 'customer' }),
  'the acceptance signature': (name: string) =>
    validate(approveQuoteSchema, { signatureName: name }),
};

/** What an outside attack typed where a name goes. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['a line break and a forged line', 'Ada Lovelace\nApproved by the workshop: $1'],
  ['a CRLF line break', 'Ada\r\nLovelace'],
  ['a Unicode line separator', 'Ada\u2028Lovelace'],
  ['a tab', 'Ada\tLovelace'],
  ['the Hangul filler U+3164', 'Ada\u3164Lovelace'],
  ['the halfwidth Hangul filler U+FFA0', '\uFFA0Ada'],
  ['the blank braille cell U+2800', 'Ada \u2800'],
  ['a lone combining mark', '\u0301'],
  ['a combining mark after a space', 'Ada \u0301Lovelace'],
  ['only Hangul fillers', '\u3164\u3164'],
  ['only zero-width spaces', '\u200B\u200B'],
  ['only a soft hyphen and a word joiner', '\u00AD\u2060'],
  ['a zero-width space inside', 'Ada\u200BLovelace'],
  ['an emoji', 'Ada \u{1F642}'],
  ['a stack of twenty accents', `Ada${'\u0301'.repeat(20)}`],
  ['a NUL', 'Ada\u0000'],
  ['punctuation without a letter', '...'],
];

/** Real names in many scripts, and the team's own sender name. */
const REAL = [
  'Zoë Ångström',
  'Мария Иванова',
  '李小龙',
  'محمد',
  'Nguyễn Thị Minh Khai',
  'अमिताभ बच्चन',
  'สมชาย ใจดี',
  '김민준',
  'علی\u200Cاکبر',
  "Anne-Marie O'Neil, Jr.",
  'J. R. R. Tolkien',
  'Ada Lovelace (née Byron)',
  'Oak & Ember Team',
  'Louis 14',
];

describe('the name rule: one line of visible letters, everywhere a name is typed', () => {
  for (const [field, check] of Object.entries(NAME_FIELDS)) {
    describe(field, () => {
      it.each(HOSTILE)('refuses %s with the rule’s message', (_what, name) => {
        expect(check(name)).toMatchObject({ ok: false, message: NAME_RULE_MESSAGE });
      });

      it.each(REAL)('takes %s', (name) => {
        expect(check(name)).toMatchObject({ ok: true });
      });

      it('keeps its own message for a name left empty', () => {
        const empty = check('   ');
        expect(empty.ok).toBe(false);
        if (!empty.ok) expect(empty.message).not.toBe(NAME_RULE_MESSAGE);
      });
    });
  }

  it('stores spaces as single plain spaces, and a trailing line break is only trimmed', () => {
    expect(NAME_FIELDS['the acceptance signature']('山田\u3000太郎')).toMatchObject({
      ok: true,
      value: { signatureName: '山田 太郎' },
    });
    expect(
      validate(requestSchema, { fullName: 'Ada\u00A0\u00A0 Lovelace\n', email: 'a@example.com' }),
    ).toMatchObject({ ok: true, value: { fullName: 'Ada Lovelace' } });
  });

  it('needs a letter, and lets joiners stand only between letters', () => {
    expect(isWrittenName('Ada')).toBe(true);
    expect(isWrittenName('')).toBe(false);
    expect(isWrittenName('1984')).toBe(false);
    expect(isWrittenName('\u200CAda')).toBe(false);
    expect(isWrittenName('Ada\u200D')).toBe(false);
    expect(isWrittenName('Ada\u200D Lovelace')).toBe(false);
    expect(isWrittenName('Ada\u200DLovelace')).toBe(true);
    expect(isWrittenName(`Ada${'\u0301'.repeat(6)}`)).toBe(true);
    expect(isWrittenName(`Ada${'\u0301'.repeat(7)}`)).toBe(false);
  });

  it('holds the wizard’s Submit, and says why, until the name is a name', () => {
    const draft: WizardDraft = {
      ...EMPTY_DRAFT,
      furnitureType: 'table',
      fullName: 'Ada\u3164',
      email: 'ada@example.com',
    };
    expect(fullNameProblem(draft.fullName)).toBe(NAME_RULE_MESSAGE);
    expect(isStepComplete(8, draft)).toBe(false);
    expect(fullNameProblem('محمد')).toBeNull();
    expect(isStepComplete(8, { ...draft, fullName: 'محمد' })).toBe(true);
  });

  it('is the messaging dialog’s check too', () => {
    expect(messageDialogError('Hello', 'Ada\u2800')).toBe(NAME_RULE_MESSAGE);
    expect(messageDialogError('Hello', '  ')).toBe('Please fill in all fields');
    expect(messageDialogError('Hello', 'Oak & Ember Team')).toBeNull();
  });
});
