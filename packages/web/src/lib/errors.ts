import { ApiError } from '../api/client';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** fetch rejects (rather than answering) when the network or the server is unreachable. */
export function isNetworkError(cause: unknown): boolean {
  return cause instanceof TypeError;
}

/**
 * The text to show for a failed call: the server's `message` when it sent one, the network
 * message when nothing answered, otherwise the screen's own fallback.
 */
export function errorMessage(cause: unknown, fallback: string): string {
  if (cause instanceof ApiError) return cause.serverMessage ?? fallback;
  if (isNetworkError(cause)) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

/** The per-field messages of a 400 answer (`errors`), when there are any. */
export function serverFieldErrors(cause: unknown): Record<string, string> {
  if (!(cause instanceof ApiError)) return {};
  try {
    const parsed: unknown = JSON.parse(cause.body);
    if (typeof parsed === 'object' && parsed !== null && 'errors' in parsed) {
      const errors = (parsed as { errors: unknown }).errors;
      if (typeof errors === 'object' && errors !== null) {
        return Object.fromEntries(
          Object.entries(errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
      }
    }
  } catch {
    // not JSON
  }
  return {};
}

export function isStatus(cause: unknown, status: number): boolean {
  return cause instanceof ApiError && cause.status === status;
}
