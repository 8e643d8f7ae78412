import { createSessionId } from '@workshop/domain';

/** A uniform number in [0, 1) from the browser's cryptographic source. */
function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** The id that names this visit's draft; hard to guess, because it lets its holder overwrite it. */
export function newSessionId(): string {
  return createSessionId({ now: Date.now, random: cryptoRandom });
}
