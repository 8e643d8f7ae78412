import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import type { components } from './schema.gen';

export type Review = components['schemas']['Review'];
export type ReviewInput = components['schemas']['ReviewInput'];
export type PublicShowcase = components['schemas']['PublicShowcase'];

const reviewKey = (projectId: number) => ['/api/furniture-requests', projectId, 'review'] as const;
const ADMIN_REVIEWS_KEY = ['/api/admin/reviews'] as const;
const SHOWCASE_KEY = ['/api/showcase'] as const;

/** The project's review and whether its customer is asked for one (completed projects only). */
export function useReview(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKey(projectId),
    queryFn: () =>
      unwrap(
        api.GET('/api/furniture-requests/{id}/review', { params: { path: { id: projectId } } }),
      ),
    enabled,
  });
}

export function useSaveReview(
  projectId: number,
  { onSuccess, onError }: Callbacks<{ message: string }, ReviewInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      unwrap(
        api.PUT('/api/furniture-requests/{id}/review', {
          params: { path: { id: projectId } },
          body,
        }),
      ),
    onSuccess: async (answer, body) => {
      await queryClient.invalidateQueries({ queryKey: reviewKey(projectId) });
      onSuccess?.(answer, body);
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useWithdrawReview(
  projectId: number,
  { onSuccess, onError }: Callbacks<{ message: string }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/api/furniture-requests/{id}/review', { params: { path: { id: projectId } } }),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: reviewKey(projectId) });
      onSuccess?.(answer);
    },
    onError: unlessSessionEnded(onError),
  });
}

/** Every review, for the workshop to approve or hide. */
export function useAdminReviews() {
  return useQuery({
    queryKey: ADMIN_REVIEWS_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/reviews')),
  });
}

export function useModerateReview({
  onSuccess,
  onError,
}: Callbacks<{ message: string }, { projectId: number; status: 'approved' | 'hidden' }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, status }: { projectId: number; status: 'approved' | 'hidden' }) =>
      unwrap(
        api.PATCH('/api/admin/reviews/{id}', {
          params: { path: { id: projectId } },
          body: { status },
        }),
      ),
    onSuccess: async (answer, variables) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY });
      await queryClient.invalidateQueries({ queryKey: SHOWCASE_KEY });
      onSuccess?.(answer, variables);
    },
    onError: unlessSessionEnded(onError),
  });
}

/** The element the server writes the landing's showcase into (adapters' profile-pages.ts). */
export const SERVED_SHOWCASE_ID = 'workshop-showcase';

/** The showcase the server wrote into the page; undefined outside a browser or without one. */
function servedShowcase(): PublicShowcase | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVED_SHOWCASE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicShowcase;
  } catch {
    return undefined;
  }
}

/** For the server's render of the landing: the showcase it renders with. */
export function seedShowcase(queryClient: QueryClient, showcase: PublicShowcase): void {
  queryClient.setQueryData(SHOWCASE_KEY, showcase);
}

/**
 * The landing's showcase (portfolio, published pieces, reviews). The server renders the landing
 * with it and writes it into the page, so the hydrating app starts from the same data and asks
 * for nothing; a page without it (the build's landing, a dev server) reads it once hydrated,
 * so the first paint waits for nothing.
 */
export function useShowcase() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return useQuery({
    queryKey: SHOWCASE_KEY,
    queryFn: () => unwrap(api.GET('/api/showcase')),
    initialData: servedShowcase,
    staleTime: 60_000,
    enabled: hydrated,
  });
}
