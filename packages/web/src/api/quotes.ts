import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quotedDesignFromSaved, type QuotedDesign } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { withIdempotencyKey } from './idempotency-key';
import {
  paymentsKey,
  quotesKey,
  REQUEST_PAGES_PREFIX,
  REQUESTS_KEY,
  UNREAD_COUNTS_PREFIX,
  messagesKey,
} from './query-keys';
import type { components } from './schema.gen';

export type QuoteVersion = components['schemas']['QuoteVersion'];
export type QuoteAcceptance = components['schemas']['QuoteAcceptance'];
export type QuoteState = QuoteVersion['state'];

/** A version's PDF; the browser sends the session cookie with the link. */
export const quotePdfUrl = (projectId: number, version: number) =>
  `/api/furniture-requests/${projectId}/quotes/${version}/pdf`;

/** The signed copy of the accepted quote, byte for byte as both sides were emailed it. */
export const signedCopyUrl = (projectId: number) =>
  `/api/furniture-requests/${projectId}/signed-copy`;

/** Every version of a project's quote (only a read: opening one is useMarkQuoteViewed's call). */
export function useQuotes(projectId: number, enabled = true) {
  return useQuery({
    queryKey: quotesKey(projectId),
    queryFn: () =>
      unwrap(
        api.GET('/api/furniture-requests/{id}/quotes', { params: { path: { id: projectId } } }),
      ),
    enabled,
  });
}

interface Opened {
  readonly id: number;
  readonly version: number;
}

/**
 * The customer opened a version on the dashboard: the server marks it viewed and tells the
 * team, once. What the customer sees does not change, so nothing is read again, and a
 * failure is not shown (the next opening tries again).
 */
export function useMarkQuoteViewed() {
  return useMutation({
    mutationFn: ({ id, version }: Opened) =>
      unwrap(
        api.POST('/api/furniture-requests/{id}/quotes/{version}/viewed', {
          params: { path: { id, version } },
        }),
      ),
  });
}

interface Answer<Body> {
  readonly id: number;
  readonly body: Body;
}

type ApproveBody = { signatureName: string; version: number };
type ChangesBody = { message: string; version: number };
type DeclineBody = { reason: string; version: number };

export function approveQuote({ id, body }: Answer<ApproveBody>) {
  return withIdempotencyKey(`POST /api/furniture-requests/${id}/approve`, body, (header) =>
    unwrap(
      api.POST('/api/furniture-requests/{id}/approve', {
        params: { path: { id }, header },
        body,
      }),
    ),
  );
}

export function requestQuoteChanges({ id, body }: Answer<ChangesBody>) {
  return withIdempotencyKey(`POST /api/furniture-requests/${id}/request-changes`, body, (header) =>
    unwrap(
      api.POST('/api/furniture-requests/{id}/request-changes', {
        params: { path: { id }, header },
        body,
      }),
    ),
  );
}

export function declineQuote({ id, body }: Answer<DeclineBody>) {
  return withIdempotencyKey(`POST /api/furniture-requests/${id}/decline`, body, (header) =>
    unwrap(
      api.POST('/api/furniture-requests/{id}/decline', {
        params: { path: { id }, header },
        body,
      }),
    ),
  );
}

/** An answer changes the project, its quote, and (for changes asked) its thread. */
function useAnswer<Body, Data>(
  mutationFn: (answer: Answer<Body>) => Promise<Data>,
  { onSuccess, onError }: Callbacks<Data, Answer<Body>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, answer) => {
      onSuccess?.(data, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: REQUEST_PAGES_PREFIX }),
        queryClient.invalidateQueries({ queryKey: quotesKey(answer.id) }),
        // Accepting a quote with a deposit issues its invoice.
        queryClient.invalidateQueries({ queryKey: paymentsKey(answer.id) }),
        queryClient.invalidateQueries({ queryKey: messagesKey(answer.id) }),
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
      ]);
    },
    onError: unlessSessionEnded(onError),
  });
}

export const useApproveQuote = (callbacks: Callbacks<unknown, Answer<ApproveBody>> = {}) =>
  useAnswer(approveQuote, callbacks);
export const useRequestQuoteChanges = (callbacks: Callbacks<unknown, Answer<ChangesBody>> = {}) =>
  useAnswer(requestQuoteChanges, callbacks);
export const useDeclineQuote = (callbacks: Callbacks<unknown, Answer<DeclineBody>> = {}) =>
  useAnswer(declineQuote, callbacks);

export type QuotedDesignAnswer = components['schemas']['QuotedDesign'];

/** A design as the server answered it, read against the catalog as the wizard reads one. */
export function quotedDesignOf(answer: QuotedDesignAnswer | null | undefined): QuotedDesign | null {
  if (!answer) return null;
  return quotedDesignFromSaved({ ...answer, dimensions: JSON.stringify(answer.dimensions) });
}
