import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { REQUESTS_KEY, SESSION_KEY } from './query-keys';
import type { components } from './schema.gen';

/*
 * Each passkey ceremony is two calls around the authenticator: the server's options, the
 * browser's prompt, then the answer with the challenge's id. The options are WebAuthn's own
 * JSON, passed to the browser as they came.
 */

type Done = { message: string };

export type Passkey = components['schemas']['Passkey'];

const OWN_PASSKEYS_KEY = ['/api/admin/passkeys'] as const;

/** Signs a member of the team in with a passkey this browser or a security key holds. */
export function usePasskeySignIn({ onSuccess, onError }: Callbacks<Done, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const started = await unwrap(api.POST('/api/auth/passkey/options'));
      const response = await startAuthentication({
        optionsJSON: started.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      return unwrap(
        api.POST('/api/auth/passkey', {
          body: { challengeId: started.challengeId, response: { ...response } },
        }),
      );
    },
    meta: { signIn: true },
    onSuccess: async (data) => {
      queryClient.removeQueries({ queryKey: REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      onSuccess?.(data, undefined);
    },
    onError,
  });
}

/** Someone invited chooses a passkey instead of a password. */
export function useAcceptInvitationWithPasskey(
  callbacks: Callbacks<Done & { email: string }, string> = {},
) {
  return useMutation({
    mutationFn: async (token: string) => {
      const started = await unwrap(
        api.POST('/api/staff-invitations/passkey/options', { body: { token } }),
      );
      const response = await startRegistration({
        optionsJSON: started.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return unwrap(
        api.POST('/api/staff-invitations/passkey', {
          body: { token, challengeId: started.challengeId, response: { ...response } },
        }),
      );
    },
    ...callbacks,
  });
}

/** A signed-in member of the team adds a passkey to their account. */
export function useAddPasskey({ onSuccess, onError }: Callbacks<Done, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const started = await unwrap(api.POST('/api/admin/passkeys/options'));
      const response = await startRegistration({
        optionsJSON: started.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return unwrap(
        api.POST('/api/admin/passkeys', {
          body: { challengeId: started.challengeId, response: { ...response } },
        }),
      );
    },
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/staff'] });
      await queryClient.invalidateQueries({ queryKey: OWN_PASSKEYS_KEY });
      onSuccess?.(data, undefined);
    },
    onError,
  });
}

/** The signed-in member's own passkeys (only read while `enabled`: the list is in a dialog). */
export function useOwnPasskeys(enabled: boolean) {
  return useQuery({
    queryKey: OWN_PASSKEYS_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/passkeys')),
    enabled,
  });
}

/** The member removes one of their own passkeys: it signs nobody in from then on. */
export function useRemovePasskey({ onSuccess, onError }: Callbacks<Done, Passkey> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkey: Passkey) =>
      unwrap(api.DELETE('/api/admin/passkeys/{id}', { params: { path: { id: passkey.id } } })),
    onSuccess: async (data, passkey) => {
      await queryClient.invalidateQueries({ queryKey: OWN_PASSKEYS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/staff'] });
      onSuccess?.(data, passkey);
    },
    onError,
  });
}
