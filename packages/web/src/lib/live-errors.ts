import { validateForm, type FieldErrors } from './validate';

type Schema = Parameters<typeof validateForm>[0];

/**
 * The errors a form shows after the person changed `fields` (the field typed in, and any
 * whose rule reads it, like a confirmation): each of those goes as soon as it is valid, or
 * takes the rule's current message. Errors are never added while typing (only a submit adds
 * them), and the other fields' errors (a server's answer about them, too) stay as they are.
 */
export function withoutFixedErrors<K extends string>(
  shown: FieldErrors<K>,
  schema: Schema,
  values: unknown,
  fields: readonly K[],
): FieldErrors<K> {
  if (!fields.some((field) => shown[field] !== undefined)) return shown;
  const result = validateForm(schema, values);
  const fresh: FieldErrors = result.ok ? {} : result.errors;
  const next: FieldErrors<K> = { ...shown };
  for (const field of fields) {
    if (shown[field] === undefined) continue;
    const message = fresh[field];
    if (message === undefined) delete next[field];
    else next[field] = message;
  }
  return next;
}
