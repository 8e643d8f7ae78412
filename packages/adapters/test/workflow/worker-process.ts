import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSKEY, CREDENTIALS_KEY, PUBLIC_URL, WORKSHOP_EMAIL } from './pipeline';
import { exited, stopChild, track } from './processes';
import { waitUntil } from './wait';

const ADAPTERS_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerSettings {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly smtpUrl: string;
  readonly queuePrefix: string;
  /** More settings (METRICS_TOKEN, WORKER_METRICS_PORT, DATA_DIR...). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far (pino JSON lines and any crash). */
  output(): string;
  /** Resolves once it logged 'worker started'; rejects if it exits first or takes too long. */
  ready(timeoutMs?: number): Promise<void>;
  exited(): Promise<{ code: number | null; signal: string | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real worker entry point (src/entry/worker.ts under tsx) as a child process, with only
 * the environment a deployment would give it: the test can SIGKILL it like a crash.
 */
export function spawnWorker(settings: WorkerSettings): WorkerProcess {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/entry/worker.ts'], {
      cwd: ADAPTERS_DIR,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        STORAGE: 'disk',
        DATA_DIR: join(tmpdir(), 'workshop-worker-process'),
        DATABASE_URL: settings.databaseUrl,
        REDIS_URL: settings.redisUrl,
        SMTP_URL: settings.smtpUrl,
        QUEUE_PREFIX: settings.queuePrefix,
        PUBLIC_URL,
        ADMIN_PASSKEY,
        CREDENTIALS_KEY,
        WORKSHOP_EMAIL,
        LOG_LEVEL: 'info',
        ...settings.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    async ready(timeoutMs = 20_000) {
      const state = await waitUntil(
        () => `the worker to start; it printed:\n${output}`,
        () => {
          if (child.exitCode !== null || child.signalCode !== null) return 'exited';
          return output.includes('"msg":"worker started"') && 'started';
        },
        { timeoutMs, intervalMs: 100 },
      );
      if (state === 'exited') {
        throw new Error(`The worker exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
    },
    exited: () => exited(child),
    stop: (signal = 'SIGTERM') => stopChild(child, signal),
  };
}
