import { isStatus } from './errors';

/**
 * What a screen does after one of its writes (a toast, closing its dialog). The resource's hook
 * runs it, then brings the cache up to date.
 */
export interface Callbacks<TData = unknown, TInput = void> {
  readonly onSuccess?: (data: TData, input: TInput) => void;
  readonly onError?: (cause: Error, input: TInput) => void;
}

/**
 * The screen's onError, except for a 401: the query client has ended the session and the page's
 * guard is taking the visitor to sign in, so the screen shows nothing more.
 */
export function unlessSessionEnded<TInput>(onError?: (cause: Error, input: TInput) => void) {
  return (cause: Error, input: TInput) => {
    if (!isStatus(cause, 401)) onError?.(cause, input);
  };
}
