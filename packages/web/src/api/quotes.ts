import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quotedDesignFromSaved, type QuotedDesign } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { withIdempotencyKey } from './idempotency-key';
import { postFormWithProgress } from './upload-with-progress';
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

export type QuoteDrawing = components['schemas']['QuoteDrawing'];

/**
 * The workshop's drawings go on the version it has just sent: the newest one, read back first,
 * so the files land on the quote the customer now sees.
 */
export async function attachQuoteDrawings({
  projectId,
  files,
}: {
  projectId: number;
  files: readonly File[];
}): Promise<void> {
  const quotes = await unwrap(
    api.GET('/api/furniture-requests/{id}/quotes', { params: { path: { id: projectId } } }),
  );
  const version = quotes.data.at(-1)?.version;
  if (version === undefined) throw new Error('The quote was not found after it was sent');
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  await postFormWithProgress(
    `/api/admin/furniture-requests/${projectId}/quotes/${version}/drawings`,
    form,
  );
}

export function useAttachQuoteDrawings({
  onSuccess,
  onError,
}: Callbacks<void, { projectId: number; files: readonly File[] }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachQuoteDrawings,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await queryClient.invalidateQueries({ queryKey: quotesKey(input.projectId) });
    },
    onError: unlessSessionEnded(onError),
  });
}
