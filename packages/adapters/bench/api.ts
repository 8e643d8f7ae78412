/**
 * `pnpm bench:api`: our HTTP API against bare express + pg, in one run on one machine, so the
 * figures are ratios and not absolute numbers that depend on the machine. Two comparisons:
 *  - the admin list (GET /api/furniture-requests, 1,000 projects) through the real app
 *    (src/entry/server.ts: full composition, middleware, sessions in Postgres, the request log
 *    at LOG_LEVEL=info, as shipped) against a bare handler running the same SQL and answering
 *    the same JSON;
 *  - a trivial route through our whole middleware stack (GET /api/auth/session, no session)
 *    against plain express answering the same body.
 * Both servers run as child processes, started afresh for each comparison, so the load generator (autocannon, here) does not share
 * their event loop. Uses BENCH_DATABASE_URL or DATABASE_URL, else the local PostgreSQL, in a
 * throwaway bench_* database dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { startServer, withBenchDatabase, type Running } from './processes';
import { REQUESTS, seedRequests } from './seed';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 5;
const SECONDS = 20;
const ROUNDS = 10;
const TARGET = 0.8;
const ADMIN_PASSKEY = `bench-passkey-${randomBytes(8).toString('hex')}`;
/** `pnpm bench:api --trivial`: the trivial route alone, when only the fixed cost is in question. */
const TRIVIAL_ONLY = process.argv.includes('--trivial');

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** CPU time of the server process per response: steadier than req/s on a shared machine. */
  readonly cpuMs: number;
}

/** What one stretch of load got back: every response time, and the server CPU it cost. */
interface Round {
  readonly times: number[];
  readonly cpuMs: number;
}

async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passkey: ADMIN_PASSKEY }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('workshop_admin_session='));
  if (!res.ok || !cookie) throw new Error(`admin login answered ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

/** A comparison is only fair if both sides answer the same thing. */
async function assertSameBody(path: string, cookie: string, a: Running, b: Running) {
  const body = async (server: Running) => {
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`${server.url}${path} answered ${res.status}`);
    return res.json();
  };
  if (!isDeepStrictEqual(await body(a), await body(b))) {
    throw new Error(`ours and the baseline answer ${path} differently`);
  }
}

/** utime + stime of a process from /proc, in ms (Linux, 100 ticks per second). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function load(server: Running, path: string, cookie: string, seconds: number): Promise<Round> {
  const times: number[] = [];
  const cpuBefore = cpuMsOf(server.pid);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.url}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: cookie ? { cookie } : {},
      },
      (error: unknown, result) => {
        if (error) return reject(error);
        if (result.errors || result.timeouts || result.non2xx) {
          const what = `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`;
          return reject(new Error(`${server.url}${path}: ${what}`));
        }
        resolve({ times, cpuMs: cpuMsOf(server.pid) - cpuBefore });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

function summarize(rounds: Round[], seconds: number): Figures {
  const times = rounds.flatMap((round) => round.times).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  const cpu = rounds.reduce((sum, round) => sum + round.cpuMs, 0);
  return { rps: times.length / seconds, p50: at(0.5), p99: at(0.99), cpuMs: cpu / times.length };
}

/**
 * Warm-up (JIT, pools, caches), then the measured time cut into short rounds that alternate
 * between the two servers: one server at a time, but a change in the machine's load (it is
 * shared) hits both sides alike instead of whichever happened to run second.
 */
async function compare(title: string, path: string, cookie: string, ours: Running, base: Running) {
  const rounds = new Map<Running, Round[]>([
    [ours, []],
    [base, []],
  ]);
  for (const server of [ours, base]) await load(server, path, cookie, WARMUP_SECONDS);
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const server of [ours, base]) {
      rounds.get(server)?.push(await load(server, path, cookie, SECONDS / ROUNDS));
    }
  }
  const mine = summarize(rounds.get(ours) ?? [], SECONDS);
  const theirs = summarize(rounds.get(base) ?? [], SECONDS);
  const line = (label: string, f: Figures) =>
    `  ${label.padEnd(9)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1)} ms   ` +
    `p99 ${f.p99.toFixed(1)} ms   server CPU ${f.cpuMs.toFixed(2)} ms/request`;
  const ratio = mine.rps / theirs.rps;
  console.log(`\n${title} (GET ${path})`);
  console.log(line('ours', mine));
  console.log(line('baseline', theirs));
  console.log(
    `  ours / baseline: ${ratio.toFixed(2)} req/s (target >= ${TARGET}: ${ratio >= TARGET ? 'met' : 'MISSED'}); ` +
      `CPU per request ${(mine.cpuMs / theirs.cpuMs).toFixed(2)}x the baseline's`,
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-bench-api-'));
  const servers: Running[] = [];
  try {
    await withBenchDatabase(async (url, db) => {
      await seedRequests(db);
      const env = { DATABASE_URL: url, LOG_LEVEL: 'info' };
      // Fresh processes for each comparison: after a stretch of 1 MB list answers, a process's
      // heap and compiled code are shaped by them, and the next comparison would measure that too.
      const startBoth = async () => {
        const ours = await startServer('src/entry/server.ts', {
          ...env,
          DATA_DIR: dataDir,
          ADMIN_PASSKEY,
          STORAGE: 'disk',
        });
        servers.push(ours);
        const base = await startServer('bench/api-baseline.ts', env);
        servers.push(base);
        return { ours, base };
      };
      const stopAll = async () => {
        for (const server of servers.splice(0)) await server.stop();
      };

      console.log(
        `${REQUESTS} requests seeded; autocannon, ${CONNECTIONS} connections; per server ` +
          `${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured in ${ROUNDS} alternating rounds; ` +
          `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
      );
      if (!TRIVIAL_ONLY) {
        const list = await startBoth();
        const cookie = await adminCookie(list.ours.url);
        await assertSameBody('/api/furniture-requests', cookie, list.ours, list.base);
        await compare(
          'Admin list, 1,000 projects',
          '/api/furniture-requests',
          cookie,
          list.ours,
          list.base,
        );
        await stopAll();
      }
      const trivial = await startBoth();
      await assertSameBody('/api/auth/session', '', trivial.ours, trivial.base);
      await compare(
        'Trivial route, no session',
        '/api/auth/session',
        '',
        trivial.ours,
        trivial.base,
      );
    });
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
