/**
 * The WebAuthn ceremonies, as the relying party runs them: it makes the options a browser
 * hands to its authenticator, and checks what the authenticator answered. Which site the
 * credentials belong to (the relying party's id and origin) is the adapter's to know.
 */
export interface PasskeyCeremony {
  /** Options for creating a discoverable credential for this member. */
  registrationOptions(member: {
    readonly staffId: number;
    readonly email: string;
    readonly name: string;
    /** Credentials the member already has, so the same authenticator is not added twice. */
    readonly existingCredentialIds: readonly string[];
  }): Promise<CeremonyOptions>;
  /** The new credential, or null when the response does not answer this challenge here. */
  verifyRegistration(response: unknown, expectedChallenge: string): Promise<NewPasskey | null>;
  /** Options for signing in with any discoverable credential of this site. */
  authenticationOptions(): Promise<CeremonyOptions>;
  /** The credential id a sign-in response names, or null when it is not a response at all. */
  credentialIdOf(response: unknown): string | null;
  /** The authenticator's new counter, or null when the response does not verify. */
  verifyAuthentication(
    response: unknown,
    expectedChallenge: string,
    credential: StoredPasskey,
  ): Promise<{ readonly counter: number } | null>;
}

/** What the browser passes to navigator.credentials, and the challenge inside it. */
export interface CeremonyOptions {
  readonly challenge: string;
  /** JSON for the browser (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON). */
  readonly options: Readonly<Record<string, unknown>>;
}

export interface NewPasskey {
  /** base64url, as the authenticator names it. */
  readonly credentialId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

export interface StoredPasskey extends NewPasskey {
  readonly id: number;
  readonly staffId: number;
  /** Where it was added ("Chrome on macOS"), so its owner tells two apart. */
  readonly name: string;
  readonly createdAt: Date;
  /** The last sign-in it made; null if never. */
  readonly lastUsedAt: Date | null;
}
