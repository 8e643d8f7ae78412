// Bundles the process entry points into dist/ (or the folder after --outdir). Our workspace
// packages (TypeScript sources) are bundled in; third-party packages stay in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@workshop/'),
);

await build({
  entryPoints: [
    'src/entry/local.ts',
    'src/entry/local-app.ts',
    'src/entry/server.ts',
    'src/entry/worker.ts',
    'src/entry/migrate.ts',
    'src/entry/backup.ts',
    'src/entry/restore.ts',
  ],
  outdir: args.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  banner: {
    // Some bundled CommonJS code calls require(); give ESM output one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
