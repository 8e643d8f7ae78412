import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { forgetShowcase } from './public-showcase';
import { REQUEST_PAGES_PREFIX } from './query-keys';
import type { components, paths } from './schema.gen';

export type ShowcaseConsent = components['schemas']['ShowcaseConsent'];
export type PublishPieceInput = NonNullable<
  paths['/api/furniture-requests/{id}/publish']['post']['requestBody']
>['content']['application/json'];

const consentKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'showcase-consent'] as const;

/** The customer's yes or no on showing their finished piece; null until they answer. */
export function useShowcaseConsent(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: consentKey(projectId),
    queryFn: () =>
      unwrap(
        api.GET('/api/furniture-requests/{id}/showcase-consent', {
          params: { path: { id: projectId } },
        }),
      ),
    enabled,
  });
}

export function useAnswerShowcaseConsent(
  projectId: number,
  { onSuccess, onError }: Callbacks<{ message: string }, boolean> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) =>
      unwrap(
        api.PUT('/api/furniture-requests/{id}/showcase-consent', {
          params: { path: { id: projectId } },
          body: { allowed },
        }),
      ),
    onSuccess: async (answer, allowed) => {
      // The workshop's list carries the answer too (Publish to Portfolio follows it).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: REQUEST_PAGES_PREFIX }),
      ]);
      onSuccess?.(answer, allowed);
    },
    onError: unlessSessionEnded(onError),
  });
}

/** The workshop turns a finished piece into a portfolio entry. */
export function usePublishPiece(
  projectId: number,
  { onSuccess, onError }: Callbacks<{ message: string }, PublishPieceInput> = {},
) {
  return useMutation({
    mutationFn: (body: PublishPieceInput) =>
      unwrap(
        api.POST('/api/furniture-requests/{id}/publish', {
          params: { path: { id: projectId } },
          body,
        }),
      ),
    onSuccess: (answer, body) => {
      forgetShowcase();
      onSuccess?.(answer, body);
    },
    onError: unlessSessionEnded(onError),
  });
}
