import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, stopChild, track } from '../workflow/processes';
import { waitUntil } from '../workflow/wait';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The Node release the image runs (infra/Dockerfile), whatever Node runs the tests: the binary
 * of the npm registry's `node` package, infra/package.json's devDependency.
 */
export const IMAGE_NODE = join(
  dirname(createRequire(join(REPO, 'infra/package.json')).resolve('node/package.json')),
  'bin',
  'node',
);

/**
 * What the image holds, assembled as the Dockerfile does (infra/assemble.mjs, on the image's
 * Node): the production-only install of the adapters package, the bundled entry points, the
 * web build. A runtime dependency missing from it fails every process started from it.
 */
export async function assembleProduction(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'workshop-image-'));
  const child = spawn(IMAGE_NODE, [join(REPO, 'infra/assemble.mjs'), folder], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const { code } = await exited(track(child));
  if (code !== 0) throw new Error(`infra/assemble.mjs failed (${code}):\n${output}`);
  return folder;
}

export interface AppProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything it printed (pino JSON lines, or the lines of a refused start). */
  output(): string;
  /** The pino lines it logged, parsed. */
  logs(): Record<string, unknown>[];
  exited(): Promise<{ code: number | null; signal: string | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `node dist/<entry>.js` from the assembled folder, with only the environment a deployment
 * would give it (no MODE: the entry point decides). The services mode's processes run on the
 * image's Node; local mode, which people run on their own computer, on the tests' own.
 */
export function startEntry(
  folder: string,
  entry: 'server' | 'worker' | 'migrate' | 'local',
  env: Readonly<Record<string, string>>,
  name: string = entry,
): AppProcess {
  const local = entry === 'local';
  const child = track(
    spawn(local ? process.execPath : IMAGE_NODE, [join('dist', `${entry}.js`)], {
      cwd: folder,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        // On Node 20 the AWS SDK warns at every start (its releases after January 2027 need 22).
        ...(local ? { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    name,
    child,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited: () => exited(child),
    stop: (signal = 'SIGTERM') => stopChild(child, signal, 30_000),
  };
}

/** Waits for a log line with this message; fails at once if the process exits first. */
export async function logged(process: AppProcess, message: string, timeoutMs = 30_000) {
  const state = await waitUntil(
    () => `${process.name} to log "${message}"; it printed:\n${process.output()}`,
    () => {
      if (process.child.exitCode !== null || process.child.signalCode !== null) return 'exited';
      return process.logs().find((line) => line['msg'] === message);
    },
    { timeoutMs, intervalMs: 100 },
  );
  if (state === 'exited') {
    throw new Error(`${process.name} exited before "${message}":\n${process.output()}`);
  }
  return state;
}
