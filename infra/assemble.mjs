// What the image holds, assembled into one folder: `node infra/assemble.mjs <folder>`.
// The Dockerfile runs it, and so does the services-mode test (CI's rehearsal of the image, as
// no container engine runs there): the production-only install of @workshop/adapters, the
// bundled entry points in dist/, and the web build in web/ when there is one.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = process.argv[2];
if (!out) {
  console.error('usage: node infra/assemble.mjs <folder>');
  process.exit(2);
}
const target = resolve(out);
const repo = fileURLToPath(new URL('..', import.meta.url));
const adapters = resolve(repo, 'packages/adapters');
const webDist = resolve(repo, 'packages/web/dist');

// Under `pnpm test` (even through npx) pnpm says where it is; in the image it is on PATH.
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm'];
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

rmSync(target, { recursive: true, force: true });
run(
  pnpm[0],
  [...pnpm.slice(1), '--filter', '@workshop/adapters', 'deploy', '--legacy', '--prod', target],
  repo,
);
run(process.execPath, ['build.mjs', '--outdir', resolve(target, 'dist')], adapters);
if (existsSync(resolve(webDist, 'index.html'))) {
  cpSync(webDist, resolve(target, 'web'), { recursive: true });
}
