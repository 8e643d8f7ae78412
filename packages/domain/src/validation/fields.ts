import { z } from 'zod';
import { collapseSpaces, isWrittenName, NAME_RULE_MESSAGE } from './names';

/**
 * The project notes a visitor writes in the wizard: the same limit as the draft's notes, so
 * what the wizard saved is what the request takes, in full.
 */
export const NOTES_MAX_LENGTH = 2000;

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * Bidirectional overrides and isolates reorder how text is displayed, so a name or a message
 * can read differently from what it is; nothing a person types needs them (right-to-left
 * scripts display right without them).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Something a reader can see: a character that is not a space, an invisible format or
 * default-ignorable character (zero-width spaces, the Hangul fillers U+3164 and U+FFA0), a
 * combining mark (it draws only on a letter) or the blank braille cell U+2800.
 */
const VISIBLE = /[^\p{Default_Ignorable_Code_Point}\p{Cf}\p{Z}\s\p{M}\u2800]/u;

/** Whether a text says anything at all: the one rule for every free text a person reads. */
export const saysSomething = (text: string): boolean => VISIBLE.test(text);

/**
 * Every text field: a line break counts once (browsers send CRLF), bidi controls go, and
 * text is in one Unicode form (NFC), so "é" typed two ways is one name.
 */
function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(BIDI_CONTROLS, '').normalize('NFC');
}

/**
 * Text that must be present once trimmed, and visible (zero-width characters alone are not a
 * message); a missing value gets the same message as an empty one.
 */
export function requiredText(message: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: message })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: message })
    .refine((text) => VISIBLE.test(text), { error: message })
    .max(max, { error: tooLongMessage });
}

/**
 * A person's or team's name, typed: required text that is also one line of visible letters
 * (names.ts), its spaces made plain and single. Empty gets the field's own message; anything
 * else the rule refuses (only invisible characters included) gets the rule's message.
 */
export function nameText(message: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: message })
    .overwrite((text) => collapseSpaces(cleanText(text)))
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLongMessage, abort: true })
    .refine(isWrittenName, { error: NAME_RULE_MESSAGE });
}

/** Optional text: null, undefined and blank all become absent. */
export function optionalText(max: number, tooLongMessage: string) {
  return (
    z
      .string({ error: 'Expected text' })
      .overwrite(cleanText)
      .trim()
      .max(max, { error: tooLongMessage })
      .nullish()
      // A text that shows nothing (fillers, marks alone) is no text: as if left empty.
      .transform((value) => (value && saysSomething(value) ? value : undefined))
  );
}

/** An optional choice from a fixed list; blank becomes absent. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(values, { error: message }).optional());
}

/** Emails are compared case-insensitively, so they are stored lower-cased. */
export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** Passwords are never trimmed; the upper bound keeps hashing cheap for hostile input. */
export function passwordField(minMessage: string) {
  return z
    .string({ error: minMessage })
    .min(8, { error: minMessage })
    .max(128, { error: 'Password must be 128 characters or less' });
}
