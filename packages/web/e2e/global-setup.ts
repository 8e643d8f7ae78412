import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The e2e suites drive the built product, as `pnpm start` runs it: build it once. */
export default function setup(): void {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  // Vitest sets NODE_ENV=test; passed on, Vite would bundle React's development build (slower,
  // with dev-only warnings), which is not what `pnpm start` ships.
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync('pnpm', ['build'], { cwd: repo, stdio: 'inherit', env });
}
