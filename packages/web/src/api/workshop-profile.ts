import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkshopProfile } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { reloadWorkshopProfile } from './public-profile';
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
  await reloadWorkshopProfile();
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

/** A team member's photo: a new one sent, or the one shown taken off. Members count from 1. */
export type TeamPhotoChange =
  | { readonly kind: 'upload'; readonly member: number; readonly file: File }
  | { readonly kind: 'remove'; readonly member: number };

function sendTeamPhotoChange(change: TeamPhotoChange) {
  const params = { path: { n: change.member } };
  if (change.kind === 'remove') {
    return unwrap(api.DELETE('/api/admin/workshop-profile/team/{n}/photo', { params }));
  }
  const form = new FormData();
  form.append('photo', change.file, change.file.name);
  return unwrap(
    api.POST('/api/admin/workshop-profile/team/{n}/photo', {
      params,
      body: { photo: change.file },
      bodySerializer: () => form,
    }),
  );
}

export function useChangeTeamPhoto({
  onSuccess,
  onError,
}: Callbacks<{ message: string; version: WorkshopProfileVersion }, TeamPhotoChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTeamPhotoChange,
    onSuccess: async (answer, change) => {
      await refreshProfile(queryClient);
      onSuccess?.(answer, change);
    },
    onError: unlessSessionEnded(onError),
  });
}
