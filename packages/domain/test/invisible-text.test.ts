import { describe, expect, it } from 'vitest';
import { messageSchema, requestSchema, validate } from '../src';

/** Finding 8 of the outside attack: text that looks like something other than what it is. */
describe('invisible and reordering characters', () => {
  const message = (text: string) =>
    validate(messageSchema, { message: text, senderName: 'Ada', senderType: 'customer' });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a byte-order mark and a word joiner', '\uFEFF\u2060'],
    ['bidi controls and spaces', '\u202E \u2066\u2069 '],
    ['a soft hyphen', '\u00AD'],
    ['Hangul fillers', '\u3164\u3164 \uFFA0'],
    ['blank braille cells', '\u2800\u2800\u2800'],
    ['combining marks without a letter', '\u0301\u0308\u0327'],
  ])('refuses a message made only of %s as empty', (_what, text) => {
    expect(message(text)).toMatchObject({ ok: false, message: 'Message is required' });
  });

  it('keeps what joins emoji and scripts inside real text', () => {
    const family = 'Our family: \u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(message(family)).toMatchObject({ ok: true, value: { message: family } });
    expect(message('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toMatchObject({
      ok: true,
    });
  });

  it('removes bidi overrides from names, so a name reads as it is', () => {
    const spoofed = validate(requestSchema, {
      fullName: 'Ada \u202Egnp.exe\u202C Lovelace',
      email: 'ada@example.com',
    });
    expect(spoofed).toMatchObject({ ok: true, value: { fullName: 'Ada gnp.exe Lovelace' } });
    expect(
      validate(requestSchema, { fullName: '\u2067\u2069', email: 'ada@example.com' }),
    ).toMatchObject({ ok: false });
  });

  it('keeps one Unicode form of a name however it was typed', () => {
    const composed = validate(requestSchema, { fullName: 'Ren\u00E9e', email: 'r@example.com' });
    const decomposed = validate(requestSchema, { fullName: 'Rene\u0301e', email: 'r@example.com' });
    expect(composed).toMatchObject({ ok: true, value: { fullName: 'Ren\u00E9e' } });
    expect(decomposed).toMatchObject({ ok: true, value: { fullName: 'Ren\u00E9e' } });
  });
});
