/**
 * `pnpm bench:api-instructions`: the fixed cost of our request pipeline as CPU instructions
 * per request on the trivial route (GET /api/auth/session, no session), ours against bare
 * express (bench/api-baseline.ts), counted by valgrind's callgrind. Requests per second on a
 * shared 2-core machine move with whatever else runs (the same code measured 0.67 and 1.07 of
 * the baseline an hour apart); an instruction count is the same whatever the load, so this is
 * the figure to compare changes with. Each server runs under callgrind with counting off while
 * it starts and warms up (its JIT settles), then counts exactly MEASURED requests.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer, withBenchDatabase, type Running } from './processes';

const WARMUP = 3_000;
const MEASURED = 1_500;
const PATH = '/api/auth/session';

function send(server: Running, amount: number): Promise<void> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${server.url}${PATH}`, connections: 4, amount, timeout: 120 },
      (error: unknown, result) => {
        if (error) return reject(error);
        if (result.errors || result.timeouts || result.non2xx) {
          return reject(
            new Error(`${server.url}: ${result.errors} errors, ${result.non2xx} non-2xx`),
          );
        }
        resolve();
      },
    );
  });
}

const control = (...args: string[]) => execFileSync('callgrind_control', args, { stdio: 'ignore' });

/** Instructions per request while MEASURED requests are served, after the warm-up. */
async function instructionsPerRequest(script: string, env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'workshop-callgrind-'));
  const server = await startServer(script, env, [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    `--callgrind-out-file=${join(dir, 'out')}`,
  ]);
  try {
    await send(server, WARMUP);
    control('--instr=on', String(server.pid));
    await send(server, MEASURED);
    control('--instr=off', String(server.pid));
    control('--dump', String(server.pid));
    const dumps = (await readdir(dir)).filter((name) => name.startsWith('out'));
    let total = 0;
    for (const name of dumps) {
      const summary = /^totals:\s*(\d+)/m.exec(await readFile(join(dir, name), 'utf8'));
      total = Math.max(total, Number(summary?.[1] ?? 0));
    }
    return total / MEASURED;
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-bench-instr-'));
  try {
    await withBenchDatabase(async (url) => {
      const env = { DATABASE_URL: url, LOG_LEVEL: 'info' };
      const ours = await instructionsPerRequest('src/entry/server.ts', {
        ...env,
        DATA_DIR: dataDir,
        ADMIN_PASSKEY: 'bench-instructions-passkey',
        STORAGE: 'disk',
      });
      const base = await instructionsPerRequest('bench/api-baseline.ts', env);
      console.log(`Trivial route, no session (GET ${PATH}), ${MEASURED} requests after ${WARMUP}`);
      console.log(`  ours      ${Math.round(ours).toLocaleString('en-US')} instructions/request`);
      console.log(`  baseline  ${Math.round(base).toLocaleString('en-US')} instructions/request`);
      console.log(
        `  ours / baseline: ${(ours / base).toFixed(2)}x the instructions; ` +
          `${(base / ours).toFixed(2)} of the baseline's requests per CPU second`,
      );
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
