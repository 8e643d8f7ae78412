import { createContext, useContext } from 'react';
import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import { pageStore, usePageStore } from '../lib/page-store';
import { servedJson } from '../lib/served-json';
import { getJson } from './get-json';
import type { paths } from './schema.gen';

type ProfileAnswer =
  paths['/api/workshop-profile']['get']['responses'][200]['content']['application/json'];

/** The element the server writes the current profile into, on every page it sends. */
export const SERVED_PROFILE_ID = 'workshop-profile';

/**
 * The profile the server's render of the landing uses: given, it wins over the page's own (a
 * render on the server has no page, and renders for several profiles may overlap).
 */
const RenderedProfile = createContext<WorkshopProfile | undefined>(undefined);
export const RenderedProfileProvider = RenderedProfile.Provider;

const current = pageStore<WorkshopProfile>(
  servedJson<WorkshopProfile>(SERVED_PROFILE_ID) ?? DEFAULT_WORKSHOP_PROFILE,
);

/**
 * The workshop's name, contact details and words, as every page shows them. The server writes
 * the current profile into each page it sends, so the first paint already reads it and no
 * request is made; a page without it (a test, a dev server) reads the defaults.
 */
export function useWorkshopProfile(): WorkshopProfile {
  const rendered = useContext(RenderedProfile);
  const live = usePageStore(current);
  return rendered ?? live;
}

/** Reads the profile again, after the owner saved or restored one: every page shows it. */
export async function reloadWorkshopProfile(): Promise<void> {
  current.set((await getJson<ProfileAnswer>('/api/workshop-profile')).profile);
}
