import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap, type JsonBody } from './client';
import { messagesKey, REQUESTS_KEY, UNREAD_COUNTS_PREFIX, unreadCountsKey } from './query-keys';
import type { components } from './schema.gen';

export type ProjectMessage = components['schemas']['Message'];
export type UserType = components['schemas']['UserType'];
export type NewMessage = JsonBody<'/api/furniture-requests/{id}/messages', 'post'>;

/** While a thread is open it is re-read this often, so replies appear by themselves. */
export const MESSAGES_POLL_MS = 4_000;
/** Spec section 9: unread counts are polled every 30 000 ms. */
export const UNREAD_POLL_MS = 30_000;

/** A project's messages, oldest first. */
export function getMessages(projectId: number) {
  return unwrap(
    api.GET('/api/furniture-requests/{id}/messages', { params: { path: { id: projectId } } }),
  );
}

export const messagesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: messagesKey(projectId), queryFn: () => getMessages(projectId) });

/** The thread, re-read every few seconds and on every opening while `enabled`. */
export function useMessages(projectId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...messagesQueryOptions(projectId),
    enabled,
    refetchInterval: enabled ? MESSAGES_POLL_MS : false,
    refetchOnMount: 'always',
  });
}

export function sendMessage({ projectId, message }: { projectId: number; message: NewMessage }) {
  return unwrap(
    api.POST('/api/furniture-requests/{id}/messages', {
      params: { path: { id: projectId } },
      body: message,
    }),
  );
}

export function markMessagesRead({
  projectId,
  userType,
}: {
  projectId: number;
  userType: UserType;
}) {
  return unwrap(
    api.POST('/api/furniture-requests/{id}/messages/read', {
      params: { path: { id: projectId } },
      body: { userType },
    }),
  );
}

/** Unread messages per project for one side. */
export function getUnreadCounts(userType: UserType) {
  return unwrap(api.GET('/api/messages/unread-counts', { params: { query: { userType } } }));
}

export const unreadCountsQueryOptions = (userType: UserType) =>
  queryOptions({ queryKey: unreadCountsKey(userType), queryFn: () => getUnreadCounts(userType) });

const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * Unread messages per project for one side, polled every 30 s. A failure is not shown (spec
 * section 8): the badges simply stay as they were.
 */
export function useUnreadCounts(userType: UserType) {
  const query = useQuery({
    ...unreadCountsQueryOptions(userType),
    refetchInterval: UNREAD_POLL_MS,
  });
  const counts = query.data?.data ?? NO_COUNTS;
  return {
    counts,
    /** The unread count for one project (0 when none). */
    countFor: (projectId: number): number => counts[String(projectId)] ?? 0,
  };
}

/** Whether a message is still unread by the given side. */
export function isUnreadBy(message: ProjectMessage, userType: UserType): boolean {
  return userType === 'admin' ? !message.readByAdmin : !message.readByCustomer;
}

/** A write to a thread changes the thread, the list's latest message and the unread counts. */
function useRefresh(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);
}

export function useSendMessage(
  projectId: number,
  { onSuccess, onError }: Callbacks<unknown, NewMessage> = {},
) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (message: NewMessage) => sendMessage({ projectId, message }),
    onSuccess: async (data, message) => {
      onSuccess?.(data, message);
      await refresh();
    },
    onError: unlessSessionEnded(onError),
  });
}

/** Marks the thread read for one side; a failure is not shown (spec section 8). */
export function useMarkMessagesRead(projectId: number, userType: UserType) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: () => markMessagesRead({ projectId, userType }),
    onSuccess: refresh,
  });
}
