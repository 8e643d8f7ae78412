import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild, track } from './processes';

export interface RedisProcess {
  readonly port: number;
  readonly url: string;
  /** Stops the server (data is not persisted: it comes back empty). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/**
 * A redis-server of the test's own, on a free port, so a test can stop and restart it without
 * disturbing any other Redis. No persistence: a test never needs data to survive a restart.
 */
export async function startRedis(
  options: { maxmemoryPolicy?: string } = {},
): Promise<RedisProcess> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'workshop-redis-'));
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    ...['--save', '', '--appendonly', 'no'],
    ...['--maxmemory-policy', options.maxmemoryPolicy ?? 'noeviction'],
  ];
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    const started = track(spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error('redis-server did not start in 10 s')), 10_000);
      const onExit = (code: number | null) => fail(new Error(`redis-server exited with ${code}`));
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(new Error(`${error.message}\n${output}`));
      };
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Ready to accept connections')) return;
        // Only this function's own listeners go: others (stopChild's) must stay.
        clearTimeout(timer);
        started.off('exit', onExit);
        started.stdout?.off('data', onOutput);
        started.stdout?.resume();
        resolve();
      };
      started.once('error', fail);
      started.once('exit', onExit);
      started.stdout?.on('data', onOutput);
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    });
  };
  const stop = async (): Promise<void> => {
    if (child) await stopChild(child);
    child = undefined;
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
