import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import { getJson } from './get-json';
import { PROFILE_KEY } from './query-keys';
import type { paths } from './schema.gen';

type ProfileAnswer =
  paths['/api/workshop-profile']['get']['responses'][200]['content']['application/json'];

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
    queryFn: async () => (await getJson<ProfileAnswer>('/api/workshop-profile')).profile,
    initialData: () => servedProfile() ?? DEFAULT_WORKSHOP_PROFILE,
    staleTime: Infinity,
  });
  return query.data;
}
