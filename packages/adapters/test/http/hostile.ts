import type { Test } from 'supertest';
import { expect } from 'vitest';
import { stored, type TestApi } from './harness';

/** [what is sent, how, the status, and the message when it is one we can name]. */
export type HostileCase = readonly [
  name: string,
  send: () => Test,
  status: number,
  message?: string,
];

/** A 4xx (never a 500) with a `message`, and no row or file more than before. */
export async function expectRefusedCleanly(api: TestApi, [, send, status, message]: HostileCase) {
  const before = await stored(api);
  const res = await send();
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body.message).toBe('string');
  if (message) expect(res.body.message).toBe(message);
  expect(await stored(api)).toEqual(before);
}

/** it.each rows: the name for the title, the case for the check. */
export const titled = (cases: readonly HostileCase[]) => cases.map((c) => [c[0], c] as const);
