import { networkInterfaces } from 'node:os';

/** An address of this machine that is not loopback: how a neighbour on the network reaches it. */
export function networkAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!found) {
    throw new Error('This test needs a non-loopback IPv4 interface to play a network client');
  }
  return found.address;
}
