export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The part of a zod schema a form needs (web reaches zod only through @workshop/domain). */
interface SafeParser<T> {
  safeParse(values: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * Runs a domain schema over a form's values: the parsed value, or the first message per field
 * (the spec's messages, word for word, come from the schemas).
 */
export function validateForm<T>(
  schema: SafeParser<T>,
  values: unknown,
): { ok: true; value: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
