import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { forgetShowcase } from './public-showcase';
import type { components } from './schema.gen';

export type Review = components['schemas']['Review'];
export type ReviewInput = components['schemas']['ReviewInput'];

const reviewKey = (projectId: number) => ['/api/furniture-requests', projectId, 'review'] as const;
const ADMIN_REVIEWS_KEY = ['/api/admin/reviews'] as const;

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
      forgetShowcase();
      onSuccess?.(answer, variables);
    },
    onError: unlessSessionEnded(onError),
  });
}
