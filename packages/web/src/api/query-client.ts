import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isStatus } from './errors';
import { endSession } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** A sign-in: its 401 means wrong credentials, not a session that ended. */
      readonly signIn?: boolean;
    };
  }
}

/**
 * The app's query client. A 401 is handled here, once, for every query and every write: the
 * session has ended on the server, so the cache is cleared and the session reads as signed out;
 * the page's guard then takes the visitor to its sign-in page (/signin, or /admin-login for the
 * panel). Screens do not react to a 401 themselves.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isStatus(error, 401)) endSession(queryClient);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _input, _context, mutation) => {
        if (isStatus(error, 401) && !mutation.meta?.signIn) endSession(queryClient);
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/**
 * The app's one client, every page's cache. `/` does not load it (its script budget): the
 * pages behind PageRoutes and the landing's quick request form, once wanted, provide it.
 */
export const appQueryClient = createQueryClient();
