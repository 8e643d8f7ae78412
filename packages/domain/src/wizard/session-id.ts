const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 9;

export interface SessionIdSources {
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** A number in [0, 1); use a cryptographic source where the id must be hard to guess. */
  readonly random: () => number;
}

/** session_{timestamp}_{9 random chars}: the id that names a wizard draft. */
export function createSessionId({ now, random }: SessionIdSources): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) {
    suffix += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  }
  return `session_${now()}_${suffix}`;
}

export const SESSION_ID_PATTERN = /^session_\d+_[a-z0-9]{9}$/;
