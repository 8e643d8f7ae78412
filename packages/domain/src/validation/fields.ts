import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Browsers send form line breaks as CRLF; a line break counts once against the limits. */
function unixNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Text that must be present once trimmed; a missing value gets the same message as an empty one. */
export function requiredText(message: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: message })
    .overwrite(unixNewlines)
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage });
}

/** Optional text: null, undefined and blank all become absent. */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string({ error: 'Expected text' })
    .overwrite(unixNewlines)
    .trim()
    .max(max, { error: tooLongMessage })
    .nullish()
    .transform((value) => (value ? value : undefined));
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
