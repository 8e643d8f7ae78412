import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The e2e suites drive the built product, as `pnpm start` runs it: build it once. */
export default function setup(): void {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  execFileSync('pnpm', ['build'], { cwd: repo, stdio: 'inherit' });
}
