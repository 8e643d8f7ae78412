import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap, type JsonBody } from './client';
import { withIdempotencyKey } from './idempotency-key';
import { REQUESTS_KEY, SESSION_KEY } from './query-keys';
import type { components, paths } from './schema.gen';

export type StaffMember = components['schemas']['StaffMember'];
export type Team =
  paths['/api/admin/staff']['get']['responses'][200]['content']['application/json'];
export type StaffCredentials = JsonBody<'/api/admin/staff-login', 'post'>;
export type Invitation = JsonBody<'/api/admin/staff', 'post'>;
export type InvitationAcceptance = JsonBody<'/api/admin/staff-invitation', 'post'>;
export type InvitationAccepted =
  paths['/api/admin/staff-invitation']['post']['responses'][200]['content']['application/json'];

const TEAM_KEY = ['/api/admin/staff'] as const;

/** A staff member's sign-in with email and password: the same admin session as the passkey's. */
export function useStaffLogin({ onSuccess, onError }: Callbacks<unknown, StaffCredentials> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: StaffCredentials) =>
      unwrap(api.POST('/api/admin/staff-login', { body: credentials })),
    meta: { signIn: true },
    onSuccess: async (data, credentials) => {
      queryClient.removeQueries({ queryKey: REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      onSuccess?.(data, credentials);
    },
    onError,
  });
}

export function useAcceptInvitation(
  callbacks: Callbacks<InvitationAccepted, InvitationAcceptance> = {},
) {
  return useMutation({
    mutationFn: (acceptance: InvitationAcceptance) =>
      unwrap(api.POST('/api/admin/staff-invitation', { body: acceptance })),
    ...callbacks,
  });
}

/** The team, for the owner; the server refuses it to everyone else. */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/staff')),
  });
}

function useTeamWrite<Variables, Answer>(
  write: (variables: Variables) => Promise<Answer>,
  { onSuccess, onError }: Callbacks<Answer, Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer, variables) => {
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      onSuccess?.(answer, variables);
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useInviteStaff(callbacks: Callbacks<{ message: string }, Invitation> = {}) {
  return useTeamWrite(
    (invitation: Invitation) =>
      withIdempotencyKey('POST /api/admin/staff', invitation, (headers) =>
        unwrap(api.POST('/api/admin/staff', { body: invitation, headers })),
      ),
    callbacks,
  );
}

export function useRemoveStaff(callbacks: Callbacks<{ message: string }, StaffMember> = {}) {
  return useTeamWrite(
    (member: StaffMember) =>
      unwrap(api.DELETE('/api/admin/staff/{id}', { params: { path: { id: member.id } } })),
    callbacks,
  );
}

export function useSetOwnerPasskey(callbacks: Callbacks<unknown, boolean> = {}) {
  return useTeamWrite(
    (enabled: boolean) => unwrap(api.PUT('/api/admin/owner-passkey', { body: { enabled } })),
    callbacks,
  );
}
