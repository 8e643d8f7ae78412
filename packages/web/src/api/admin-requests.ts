import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap, type JsonBody } from './client';
import { REQUESTS_KEY, UNREAD_COUNTS_PREFIX } from './query-keys';
import type { components } from './schema.gen';

/** One furniture request as GET /api/furniture-requests answers it to the workshop. */
export type AdminRequest = components['schemas']['AdminRequest'];

type RequestList = readonly AdminRequest[] | readonly components['schemas']['Project'][];

/** The list answers an admin session with AdminRequests (internal notes included). */
function isAdminList(list: RequestList): list is readonly AdminRequest[] {
  return list.every((request) => 'adminNotes' in request);
}

/** Every request, newest first (the same list a customer gets of their own, with more in it). */
export async function getAdminRequests(): Promise<readonly AdminRequest[]> {
  const list = await unwrap(api.GET('/api/furniture-requests'));
  if (!isAdminList(list)) throw new Error('The request list is not the workshop’s');
  return list;
}

export const adminRequestsQueryOptions = queryOptions({
  queryKey: REQUESTS_KEY,
  queryFn: getAdminRequests,
});

/** The panel reads the list again on every visit. */
export function useAdminRequests() {
  return useQuery({ ...adminRequestsQueryOptions, refetchOnMount: 'always' });
}

export type QuoteInput = { readonly id: number } & JsonBody<
  '/api/furniture-requests/{id}/quote',
  'post'
>;

export function provideQuote({ id, ...quote }: QuoteInput) {
  return unwrap(
    api.POST('/api/furniture-requests/{id}/quote', { params: { path: { id } }, body: quote }),
  );
}

/** The only status change the panel offers: in progress to completed, with optional notes. */
export function markCompleted({ id, notes }: { id: number; notes: string }) {
  return unwrap(
    api.PATCH('/api/furniture-requests/{id}/status', {
      params: { path: { id } },
      body: { status: 'completed', ...(notes.trim() ? { notes: notes.trim() } : {}) },
    }),
  );
}

export function updateAdminNotes({ id, adminNotes }: { id: number; adminNotes: string }) {
  return unwrap(
    api.PATCH('/api/furniture-requests/{id}/admin-notes', {
      params: { path: { id } },
      body: { adminNotes },
    }),
  );
}

export function deleteRequest(id: number) {
  return unwrap(api.DELETE('/api/furniture-requests/{id}', { params: { path: { id } } }));
}

/** After every write the list and the unread counts are read again (spec section 4). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);
}

// A failed quote, status change or delete refreshes too: the project may have changed under us
// (another admin, the customer).

export function useProvideQuote({ onSuccess, onError }: Callbacks<unknown, QuoteInput> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: provideQuote,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await refresh();
    },
    onError: async (cause, input) => {
      unlessSessionEnded(onError)(cause, input);
      await refresh();
    },
  });
}

export function useMarkCompleted({
  onSuccess,
  onError,
}: Callbacks<unknown, { id: number; notes: string }> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: markCompleted,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await refresh();
    },
    onError: async (cause, input) => {
      unlessSessionEnded(onError)(cause, input);
      await refresh();
    },
  });
}

export function useUpdateAdminNotes({
  onSuccess,
  onError,
}: Callbacks<unknown, { id: number; adminNotes: string }> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: updateAdminNotes,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await refresh();
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useDeleteRequest({ onSuccess, onError }: Callbacks<unknown, number> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: async (data, id) => {
      onSuccess?.(data, id);
      await refresh();
    },
    onError: async (cause, id) => {
      unlessSessionEnded(onError)(cause, id);
      await refresh();
    },
  });
}
