import type { z } from 'zod';

export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The first rule broken, as the spec words it: what a 400 answers in `message`. */
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, string>>;
    };

/** Runs a schema and returns either the clean value or the messages, never throwing. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  const first = result.error.issues[0];
  return { ok: false, message: first ? first.message : 'Invalid input', fieldErrors };
}
