import type {
  CeremonyOptions,
  NewPasskey,
  PasskeyCeremony,
  StoredPasskey,
} from '@workshop/application';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** Credential ids are at most 1023 bytes; base64url makes that 1364 characters. */
const MAX_CREDENTIAL_ID = 1364;

/**
 * The WebAuthn relying party, with SimpleWebAuthn. The site's public address decides it: the
 * relying party id is its hostname and the only origin accepted is its origin, so a passkey
 * made for this site answers nowhere else (and WebAuthn refuses IP addresses, hence
 * http://localhost in local mode).
 */
export class SimpleWebAuthnCeremony implements PasskeyCeremony {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    publicUrl: string,
    private readonly rpName: string,
  ) {
    const url = new URL(publicUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  async registrationOptions(member: {
    staffId: number;
    email: string;
    name: string;
    existingCredentialIds: readonly string[];
  }): Promise<CeremonyOptions> {
    const options = await generateRegistrationOptions({
      rpName: this.rpName,
      rpID: this.rpID,
      userName: member.email,
      userDisplayName: member.name,
      userID: new TextEncoder().encode(`staff:${member.staffId}`),
      attestationType: 'none',
      excludeCredentials: member.existingCredentialIds.map((id) => ({ id })),
      // Discoverable, so signing in needs no email: the authenticator offers its passkeys.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return { challenge: options.challenge, options: { ...options } };
  }

  async verifyRegistration(
    response: unknown,
    expectedChallenge: string,
  ): Promise<NewPasskey | null> {
    if (!looksLikeCredential(response)) return null;
    try {
      const result = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: false,
      });
      if (!result.verified) return null;
      const { credential } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      // A response that does not parse or does not verify: the library throws for both.
      return null;
    }
  }

  async authenticationOptions(): Promise<CeremonyOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'preferred',
    });
    return { challenge: options.challenge, options: { ...options } };
  }

  credentialIdOf(response: unknown): string | null {
    return looksLikeCredential(response) ? response.id : null;
  }

  async verifyAuthentication(
    response: unknown,
    expectedChallenge: string,
    credential: StoredPasskey,
  ): Promise<{ counter: number } | null> {
    if (!looksLikeCredential(response)) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: credential.credentialId,
          publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
          counter: credential.counter,
          transports: [...credential.transports],
        },
        requireUserVerification: false,
      });
      return result.verified ? { counter: result.authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  }
}

/** The outline of a PublicKeyCredential's JSON, before the library reads it closely. */
function looksLikeCredential(
  value: unknown,
): value is { id: string; rawId: string; type: 'public-key'; response: object } {
  if (typeof value !== 'object' || value === null) return false;
  const { id, rawId, type, response } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_CREDENTIAL_ID &&
    /^[A-Za-z0-9_-]+$/.test(id) &&
    rawId === id &&
    type === 'public-key' &&
    typeof response === 'object' &&
    response !== null
  );
}
