import type { CeremonyOptions, NewPasskey, PasskeyCeremony, StoredPasskey } from '../../src';

/**
 * Stands in for an authenticator and its verification: a response "verifies" when it names
 * the challenge it answers, and, to sign in, the credential it was made with.
 */
export interface FakePasskeyResponse {
  readonly id: string;
  readonly challenge: string;
  /** The authenticator's signature counter; a sign-in answers it. */
  readonly counter?: number;
}

export class FakePasskeyCeremony implements PasskeyCeremony {
  private made = 0;

  async registrationOptions(member: {
    staffId: number;
    email: string;
    name: string;
    existingCredentialIds: readonly string[];
  }): Promise<CeremonyOptions> {
    const challenge = this.nextChallenge();
    return {
      challenge,
      options: { challenge, user: { name: member.email }, exclude: member.existingCredentialIds },
    };
  }

  async verifyRegistration(
    response: unknown,
    expectedChallenge: string,
  ): Promise<NewPasskey | null> {
    const answer = response as Partial<FakePasskeyResponse>;
    if (answer.challenge !== expectedChallenge || typeof answer.id !== 'string') return null;
    return {
      credentialId: answer.id,
      publicKey: `key-of-${answer.id}`,
      counter: 0,
      transports: [],
    };
  }

  async authenticationOptions(): Promise<CeremonyOptions> {
    const challenge = this.nextChallenge();
    return { challenge, options: { challenge } };
  }

  credentialIdOf(response: unknown): string | null {
    const id = (response as Partial<FakePasskeyResponse>).id;
    return typeof id === 'string' ? id : null;
  }

  async verifyAuthentication(
    response: unknown,
    expectedChallenge: string,
    credential: StoredPasskey,
  ): Promise<{ counter: number } | null> {
    const answer = response as Partial<FakePasskeyResponse>;
    if (answer.challenge !== expectedChallenge || answer.id !== credential.credentialId)
      return null;
    return { counter: answer.counter ?? credential.counter + 1 };
  }

  private nextChallenge(): string {
    this.made += 1;
    return `challenge-${this.made}`;
  }
}
