import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../src/persistence/database';
import { runMigrations } from '../src/persistence/migrator';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface Running {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A throwaway migrated bench_* database (BENCH_DATABASE_URL, DATABASE_URL, else local). */
export async function withBenchDatabase<T>(
  work: (url: string, db: ReturnType<typeof createDatabase>) => Promise<T>,
): Promise<T> {
  const adminUrl =
    process.env['BENCH_DATABASE_URL'] ||
    process.env['DATABASE_URL'] ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const db = createDatabase({ url: url.toString() });
  try {
    await runMigrations(db);
    return await work(url.toString(), db);
  } finally {
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a server script under tsx, as its own process, on a free port with PUBLIC_URL at that
 * address; its stdout (the request log) goes to /dev/null. BENCH_CPU_PROF=dir writes a V8 CPU
 * profile of each server (read it in Chrome DevTools).
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
  /** A command the server runs under (valgrind and its options), if any. */
  under: readonly string[] = [],
): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profile = process.env['BENCH_CPU_PROF'];
  const node = [
    process.execPath,
    '--import',
    'tsx',
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    script,
  ];
  const [command = process.execPath, ...args] = [...under, ...node];
  const child: ChildProcess = spawn(command, args, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const answers = () =>
    fetch(`${url}/api/auth/session`).then(
      (res) => res.ok,
      () => false,
    );
  const deadline = Date.now() + (under.length > 0 ? 600_000 : 60_000);
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid ?? 0, stop };
}
