import { describe, expect, it } from 'vitest';
import { Counter, Registry } from 'prom-client';
import { BUSY_MESSAGE, DecodeGate, DEFAULT_DECODE_LIMITS } from '../../src/http/decode-gate';
import { HttpError } from '../../src/http/errors';

/** The decode slots and their queue: a full queue is a 503 at once, never a wait without end. */
describe('decode gate', () => {
  it('refuses at once, 503 with a message, when every slot and queue place is taken', async () => {
    const decodes = new Counter({
      name: 'decodes_total',
      help: 'test',
      labelNames: ['outcome'],
      registers: [new Registry()],
    });
    const gate = new DecodeGate({ ...DEFAULT_DECODE_LIMITS, slots: 1, queue: 1 }, decodes);
    const releases: (() => void)[] = [];
    const held = () => gate.run(() => new Promise<void>((resolve) => releases.push(resolve)));
    const running = held();
    const waiting = held();
    const refused = await gate.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: BUSY_MESSAGE });
    expect((await decodes.get()).values).toEqual([
      expect.objectContaining({ labels: { outcome: 'busy' }, value: 1 }),
    ]);
    releases.shift()?.();
    await running;
    // Its place in the queue is free again once the first decode is done.
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    await waiting;
    expect(await gate.run(async () => 'ran')).toBe('ran');
  });
});
