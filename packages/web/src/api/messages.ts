import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap, type JsonBody } from './client';
import { withIdempotencyKey } from './idempotency-key';
import {
  messagesKey,
  REQUEST_PAGES_PREFIX,
  REQUESTS_KEY,
  UNREAD_COUNTS_PREFIX,
  unreadCountsKey,
} from './query-keys';
import type { components, paths } from './schema.gen';
import { postFormWithProgress, type ProgressListener } from './upload-with-progress';

export type ProjectMessage = components['schemas']['Message'];
export type MessageAttachment = components['schemas']['MessageAttachment'];
type SentMessage =
  paths['/api/furniture-requests/{id}/messages']['post']['responses'][201]['content']['application/json'];
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

/** What the dialog sends: the spec's fields, and the files to go with them. */
export interface OutgoingMessage {
  readonly message: NewMessage;
  readonly files?: readonly File[];
}

/**
 * Without files, the spec's JSON call. With files, the same fields as a multipart form with
 * the files in `attachments`, sent so that its progress can be shown.
 */
export function sendMessage({
  projectId,
  message,
  files = [],
  onProgress,
}: OutgoingMessage & { projectId: number; onProgress?: ProgressListener }): Promise<SentMessage> {
  const path = `/api/furniture-requests/${projectId}/messages`;
  return withIdempotencyKey(`POST ${path}`, { message, files }, (header) => {
    if (files.length === 0) {
      return unwrap(
        api.POST('/api/furniture-requests/{id}/messages', {
          params: { path: { id: projectId }, header },
          body: message,
        }),
      );
    }
    const form = new FormData();
    form.append('message', message.message);
    form.append('senderName', message.senderName);
    form.append('senderType', message.senderType);
    for (const file of files) form.append('attachments', file, file.name);
    return postFormWithProgress<SentMessage>(path, form, { onProgress, headers: header });
  });
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
      queryClient.invalidateQueries({ queryKey: REQUEST_PAGES_PREFIX }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);
}

export function useSendMessage(
  projectId: number,
  {
    onSuccess,
    onError,
    onProgress,
  }: Callbacks<unknown, OutgoingMessage> & { onProgress?: ProgressListener } = {},
) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (outgoing: OutgoingMessage) =>
      sendMessage({ projectId, ...outgoing, ...(onProgress ? { onProgress } : {}) }),
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
