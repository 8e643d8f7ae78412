export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** A call the server answered with an error status; `body` is its answer (our JSON error). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    statusText: string,
  ) {
    super(`${status}: ${messageIn(body) ?? statusText}`);
    this.name = 'ApiError';
  }
}

function messageIn(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    return typeof body.message === 'string' ? body.message : undefined;
  }
  return undefined;
}

export function isStatus(cause: unknown, status: number): boolean {
  return cause instanceof ApiError && cause.status === status;
}

/** fetch rejects (rather than answering) when the network or the server is unreachable. */
export function isNetworkError(cause: unknown): boolean {
  return cause instanceof TypeError;
}

/** The server's `message` for a failed call, when it sent one: the one place it is read. */
export function serverMessage(cause: unknown): string | undefined {
  return cause instanceof ApiError ? messageIn(cause.body) : undefined;
}

/**
 * The text to show for a failed call: the server's `message` when it sent one, the network
 * message when nothing answered, otherwise the screen's own fallback.
 */
export function errorMessage(cause: unknown, fallback: string): string {
  if (isNetworkError(cause)) return NETWORK_ERROR_MESSAGE;
  return serverMessage(cause) ?? fallback;
}

/** The per-field messages of a 400 answer (`errors`), when there are any. */
export function serverFieldErrors(cause: unknown): Record<string, string> {
  if (!(cause instanceof ApiError)) return {};
  const { body } = cause;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
