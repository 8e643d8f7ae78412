import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { withIdempotencyKey } from './idempotency-key';
import { progressKey } from './query-keys';
import type { components } from './schema.gen';

export type ProgressUpdate = components['schemas']['ProgressUpdate'];
export type ProgressPhoto = components['schemas']['ProgressPhoto'];

/** What the workshop's form sends: the milestone, a note, and the photos chosen (at most 6). */
export interface NewProgress {
  readonly milestone: string;
  readonly note: string;
  readonly photos: readonly File[];
}

/** Like the unread message counts: a new update shows on the card within a minute. */
export const PROGRESS_POLL_MS = 60_000;

export function getProgress(projectId: number) {
  return unwrap(
    api.GET('/api/furniture-requests/{id}/progress', { params: { path: { id: projectId } } }),
  );
}

/** A project's timeline, newest first, with how many updates its customer has not seen. */
export function useProgress(projectId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: progressKey(projectId),
    queryFn: () => getProgress(projectId),
    enabled,
    refetchInterval: enabled ? PROGRESS_POLL_MS : false,
  });
}

export function postProgress({ projectId, update }: { projectId: number; update: NewProgress }) {
  const form = new FormData();
  form.append('milestone', update.milestone);
  if (update.note.trim() !== '') form.append('note', update.note);
  for (const photo of update.photos) form.append('photos', photo, photo.name);
  return withIdempotencyKey(
    `POST /api/furniture-requests/${projectId}/progress`,
    update,
    (header) =>
      unwrap(
        api.POST('/api/furniture-requests/{id}/progress', {
          params: { path: { id: projectId }, header },
          body: { milestone: update.milestone },
          // Multipart with the files: the browser writes the boundary.
          bodySerializer: () => form,
        }),
      ),
  );
}

export function usePostProgress(
  projectId: number,
  { onSuccess, onError }: Callbacks<unknown, NewProgress> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NewProgress) => postProgress({ projectId, update }),
    onSuccess: async (data, update) => {
      onSuccess?.(data, update);
      await queryClient.invalidateQueries({ queryKey: progressKey(projectId) });
    },
    onError: unlessSessionEnded(onError),
  });
}

/** The customer opened the timeline; a failure is not shown (the badge simply stays). */
export function useMarkProgressRead(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/furniture-requests/{id}/progress/read', {
          params: { path: { id: projectId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(projectId) }),
  });
}

/** The workshop corrects an update's milestone and note; the customer sees it marked edited. */
export function useEditProgress(
  projectId: number,
  { onSuccess, onError }: Callbacks<{ message: string }, { updateId: number }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      updateId,
      milestone,
      note,
    }: {
      updateId: number;
      milestone: string;
      note: string;
    }) =>
      unwrap(
        api.PATCH('/api/furniture-requests/{id}/progress/{updateId}', {
          params: { path: { id: projectId, updateId } },
          body: { milestone, note: note.trim() === '' ? null : note },
        }),
      ),
    onSuccess: async (answer, { updateId }) => {
      await queryClient.invalidateQueries({ queryKey: progressKey(projectId) });
      onSuccess?.(answer, { updateId });
    },
    onError: unlessSessionEnded(onError),
  });
}

/** The workshop takes an update off the customer's timeline, saying why. */
export function useDeleteProgress(
  projectId: number,
  { onSuccess, onError }: Callbacks<{ message: string }, { updateId: number }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ updateId, reason }: { updateId: number; reason: string }) =>
      unwrap(
        api.DELETE('/api/furniture-requests/{id}/progress/{updateId}', {
          params: { path: { id: projectId, updateId } },
          body: { reason },
        }),
      ),
    onSuccess: async (answer, { updateId }) => {
      await queryClient.invalidateQueries({ queryKey: progressKey(projectId) });
      onSuccess?.(answer, { updateId });
    },
    onError: unlessSessionEnded(onError),
  });
}
