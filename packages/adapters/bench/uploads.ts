/**
 * `pnpm bench:uploads`: what concurrent 10 MB photo uploads cost the API process, the way an
 * outside attack measured it (8 at once took the server from 599 to 930 MB, and it stayed
 * there). The real server (src/entry/server.ts, as shipped) runs as a child process; for 8 and
 * 16 uploads at once this prints its resident memory at rest, at the peak and a minute later,
 * and the p99 of a GET sent in parallel, each beside the same figure at rest (ratios against a
 * baseline measured in the same run). Targets: growth at most 250 MB for 8 at once, and back
 * within 50 MB of the start a minute later. It runs the server twice when jemalloc is installed (Debian's
 * libjemalloc2): with glibc's malloc, and with jemalloc preloaded as the image runs it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startServer, withBenchDatabase, type Running } from './processes';

const MB = 1024 * 1024;
const GROWTH_TARGET_MB = 250;
/** "Back near the start": within this of the resting size a minute on. */
const SETTLED_MB = 50;
/** The attack's figure: 8 uploads at once. */
const TARGET_AT_ONCE = 8;
const SETTLE_SECONDS = Number(process.env['BENCH_SETTLE_SECONDS'] ?? 60);
const JEMALLOC = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A phone photo's worth of detail just under the 10 MB limit: noise does not compress. */
async function tenMegabytePhoto(): Promise<Buffer> {
  let side = 2600;
  for (;;) {
    const photo = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: { r: 120, g: 80, b: 50 },
        noise: { type: 'gaussian', mean: 120, sigma: 70 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (photo.length > 10 * MB) side -= 100;
    else if (photo.length < 9 * MB) side += 100;
    else return photo;
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** GETs one after the other until told to stop; their latencies. */
function probe(server: Running): { stop(): Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/auth/session`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

let visitor = 0;
function upload(server: Running, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.set('fullName', 'Bench Visitor');
  form.set('email', `bench-${randomBytes(4).toString('hex')}@example.com`);
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  visitor += 1;
  return fetch(`${server.url}/api/furniture-requests`, {
    method: 'POST',
    // Each from an address of its own, so the submission limit does not stop the bench.
    headers: { 'X-Forwarded-For': `198.18.${visitor >> 8}.${visitor & 255}` },
    body: form,
  }).then((res) => res.status);
}

async function scenario(server: Running, photo: Buffer, atOnce: number, restMb: number) {
  const gets = probe(server);
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: atOnce }, () => upload(server, photo)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const times = await gets.stop();
  // 503: every decode slot and queue place was taken, which is the bounded queue at work.
  const refused = statuses.filter((status) => status !== 201 && status !== 503);
  if (refused.length > 0) throw new Error(`uploads answered ${refused.join(', ')}`);
  const busy = statuses.filter((status) => status === 503).length;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  return {
    atOnce,
    busy,
    seconds,
    peakGrowthMb: peak - restMb,
    afterMb: rssMb(server.pid) - restMb,
    getP99: percentile(times, 99),
    gets: times.length,
  };
}

async function measure(
  name: string,
  allocator: Record<string, string>,
  url: string,
  dataDir: string,
  photo: Buffer,
): Promise<void> {
  const server = await startServer('src/entry/server.ts', {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    ADMIN_PASSKEY: `bench-passkey-${randomBytes(8).toString('hex')}`,
    STORAGE: 'disk',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...allocator,
  });
  try {
    // Warm: the image path, sharp and the database pool have all been through once.
    await upload(server, await sharp(photo).resize(400).jpeg().toBuffer());
    const atRest = probe(server);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const restTimes = await atRest.stop();
    const restP99 = percentile(restTimes, 99);
    console.log(
      `${name}: at rest ${rssMb(server.pid).toFixed(0)} MB, GET p99 ${restP99.toFixed(1)} ms`,
    );
    for (const atOnce of [TARGET_AT_ONCE, 16]) {
      const result = await scenario(server, photo, atOnce, rssMb(server.pid));
      const meets =
        atOnce === TARGET_AT_ONCE
          ? ` (target <= ${GROWTH_TARGET_MB} MB: ${result.peakGrowthMb <= GROWTH_TARGET_MB ? 'met' : 'MISSED'})`
          : '';
      console.log(
        `  ${String(atOnce).padStart(2)} at once: done in ${result.seconds.toFixed(1)} s ` +
          `(${result.busy} refused as busy); ` +
          `RSS growth at peak ${result.peakGrowthMb.toFixed(0)} MB${meets}, ` +
          `${result.afterMb.toFixed(0)} MB after ${SETTLE_SECONDS} s ` +
          `(back within ${SETTLED_MB} MB: ${result.afterMb <= SETTLED_MB ? 'yes' : 'NO'}); ` +
          `GET p99 ${result.getP99.toFixed(1)} ms = ${(result.getP99 / restP99).toFixed(1)}x ` +
          `at rest, over ${result.gets}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-bench-uploads-'));
  try {
    await withBenchDatabase(async (url) => {
      const photo = await tenMegabytePhoto();
      const { width, height } = await sharp(photo).metadata();
      console.log(
        `Uploads of a ${(photo.length / MB).toFixed(1)} MB JPEG (${width}x${height}, ` +
          `${(((width ?? 0) * (height ?? 0)) / 1e6).toFixed(1)} megapixels); settle ` +
          `${SETTLE_SECONDS} s; load average ${loadavg()[0]?.toFixed(1)} on ` +
          `${availableParallelism()} cores`,
      );
      await measure('glibc malloc', {}, url, dataDir, photo);
      if (existsSync(JEMALLOC)) {
        await measure('jemalloc, as the image runs', { LD_PRELOAD: JEMALLOC }, url, dataDir, photo);
      } else {
        console.log(`jemalloc: not measured (${JEMALLOC} missing: apt-get install libjemalloc2)`);
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
