import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import type { components } from './schema.gen';

export type WorkshopProfileVersion = components['schemas']['WorkshopProfileVersion'];

const PROFILE_KEY = ['/api/workshop-profile'] as const;
const HISTORY_KEY = ['/api/admin/workshop-profile/history'] as const;

/** The element the server writes the current profile into, on every page it sends. */
export const SERVED_PROFILE_ID = 'workshop-profile';

/** The profile the server wrote into the page; undefined outside a browser or without one. */
function servedProfile(): WorkshopProfile | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVED_PROFILE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as WorkshopProfile;
  } catch {
    return undefined;
  }
}

/** For the server's render of the landing: the profile it renders with. */
export function seedWorkshopProfile(queryClient: QueryClient, profile: WorkshopProfile): void {
  queryClient.setQueryData(PROFILE_KEY, profile);
}

/**
 * The workshop's name, contact details and words, as every page shows them. The server writes
 * the current profile into each page it sends, so the first paint already reads it and no
 * request is made; a page without it (a test, a dev server) reads the defaults.
 */
export function useWorkshopProfile(): WorkshopProfile {
  const query = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/workshop-profile'))).profile,
    initialData: () => servedProfile() ?? DEFAULT_WORKSHOP_PROFILE,
    staleTime: Infinity,
  });
  return query.data;
}

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
