/**
 * One Idempotency-Key per attempt at a change (docs/openapi.yaml). It is made when the person
 * first sends something, and sent again when they send the same thing again after a failure:
 * a proxy's 502 may hide a request that went through, and the server then gives the first
 * answer instead of doing it twice. It is forgotten once the change succeeded, so sending the
 * same message again after that is a new message; different content is a new attempt too.
 */
interface Attempt {
  readonly content: unknown;
  readonly key: string;
}

/** The attempt under way or last failed, per call (method and path). */
const attempts = new Map<string, Attempt>();

export type IdempotencyHeader = { readonly 'Idempotency-Key': string };

export async function withIdempotencyKey<T>(
  call: string,
  content: unknown,
  send: (header: IdempotencyHeader) => Promise<T>,
): Promise<T> {
  const last = attempts.get(call);
  const key = last && sameContent(last.content, content) ? last.key : newKey();
  attempts.set(call, { content, key });
  const answer = await send({ 'Idempotency-Key': key });
  if (attempts.get(call)?.key === key) attempts.delete(call);
  return answer;
}

/** 128 random bits, from an API every page has (randomUUID needs a secure context). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Equal values, where a file is the same file (the one the person chose), not equal bytes. */
function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Blob || b instanceof Blob) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameContent(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((name) =>
      sameContent((a as Record<string, unknown>)[name], (b as Record<string, unknown>)[name]),
    )
  );
}
