import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { REQUESTS_KEY, UNREAD_COUNTS_PREFIX } from './query-keys';
import type { components } from './schema.gen';

/**
 * A project as GET /api/furniture-requests answers it to its customer. The dashboard never reads
 * customerId: the session says whose projects they are.
 */
export type Project = Omit<components['schemas']['Project'], 'customerId'>;

/** What the customer may change: PATCH /api/furniture-requests/{id}. */
export type ProjectEdit = components['schemas']['RequestFields'];

/**
 * The signed-in customer's projects, newest first: the spec's `?customerEmail={email}` call
 * (the server reads the session, not the parameter, to decide whose list it is).
 */
export function getProjects(customerEmail: string): Promise<readonly Project[]> {
  return unwrap(api.GET('/api/furniture-requests', { params: { query: { customerEmail } } }));
}

/** One browser holds one customer's session: the list lives under the spec's key alone. */
export const projectsQueryOptions = (customerEmail: string) =>
  queryOptions({ queryKey: REQUESTS_KEY, queryFn: () => getProjects(customerEmail) });

export function useProjects(customerEmail: string) {
  return useQuery(projectsQueryOptions(customerEmail));
}

export function updateProject({ id, edit }: { id: number; edit: ProjectEdit }) {
  return unwrap(
    api.PATCH('/api/furniture-requests/{id}', { params: { path: { id } }, body: edit }),
  );
}

/** The server decides whose project it is; the email is sent as the spec's API has it. */
export function deleteProject({ id, customerEmail }: { id: number; customerEmail: string }) {
  return unwrap(
    api.DELETE('/api/furniture-requests/{id}/customer-delete', {
      params: { path: { id } },
      body: { customerEmail },
    }),
  );
}

/** After an edit the list and the unread counts are read again (spec section 7: after writes). */
export function useUpdateProject({
  onSuccess,
  onError,
}: Callbacks<unknown, { id: number; edit: ProjectEdit }> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await refresh();
    },
    onError: unlessSessionEnded(onError),
  });
}

/** Every write of the customer's: the list and the unread counts are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);
}

export function useDeleteProject({
  onSuccess,
  onError,
}: Callbacks<unknown, { id: number; customerEmail: string }> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await refresh();
    },
    onError: unlessSessionEnded(onError),
  });
}
