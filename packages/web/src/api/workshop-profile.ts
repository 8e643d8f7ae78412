import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkshopProfile } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { PROFILE_KEY } from './query-keys';
import type { components } from './schema.gen';

export type WorkshopProfileVersion = components['schemas']['WorkshopProfileVersion'];

const HISTORY_KEY = ['/api/admin/workshop-profile/history'] as const;

/** The owner's saved versions, newest first. */
export function useWorkshopProfileHistory(enabled: boolean) {
  return useQuery({
    queryKey: HISTORY_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/workshop-profile/history')),
    enabled,
  });
}

async function refreshProfile(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
}

export function useSaveWorkshopProfile({
  onSuccess,
  onError,
}: Callbacks<{ message: string }, WorkshopProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkshopProfile) =>
      unwrap(
        api.PUT('/api/admin/workshop-profile', {
          body: { ...body, address: { ...body.address }, team: body.team.map((m) => ({ ...m })) },
        }),
      ),
    onSuccess: async (answer, body) => {
      await refreshProfile(queryClient);
      onSuccess?.(answer, body);
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useRestoreWorkshopProfile({
  onSuccess,
  onError,
}: Callbacks<{ message: string }, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        api.POST('/api/admin/workshop-profile/history/{id}/restore', {
          params: { path: { id } },
        }),
      ),
    onSuccess: async (answer, id) => {
      await refreshProfile(queryClient);
      onSuccess?.(answer, id);
    },
    onError: unlessSessionEnded(onError),
  });
}
