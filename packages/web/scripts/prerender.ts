/**
 * After `vite build`: builds src/prerender.tsx for Node, renders the landing page with it and
 * writes dist/landing.html: the built index.html with the page inside #root and, in its head,
 * the landing chunk's scripts (modulepreload) and stylesheets, so the page paints styled before
 * any script runs and hydrates without waiting for a second round of requests. The server sends
 * it for / and the empty index.html for every other page.
 *
 * The renderer stays in dist/.server (one file, its packages bundled in; a dot folder, which
 * the server never serves) with the landing's shell, so the server renders the landing again
 * with the workshop's own profile once the owner saves one: on every replica, from the
 * database, with nothing written to disk.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = `${web}dist/.server`;
const ROOT_MARKER = '<!--landing-->';
const EMPTY_ROOT = '<div id="root"></div>';
const LANDING_MODULE = 'src/pages/landing/LandingPage.tsx';

/** A chunk and every chunk it imports, by manifest key. */
function withImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(key)) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, found);
  return found;
}

/**
 * The landing chunk and every chunk it imports, minus what index.html already links: the entry
 * and the chunks it imports (Vite writes their stylesheets and modulepreloads there).
 */
function landingFiles(manifest: Manifest): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const onPage = entry ? withImports(manifest, entry) : new Set<string>();
  const chunks = [...withImports(manifest, LANDING_MODULE)]
    .filter((key) => !onPage.has(key))
    .flatMap((key) => manifest[key] ?? []);
  if (chunks.length === 0) throw new Error(`the build manifest has no ${LANDING_MODULE}`);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: chunks.flatMap((chunk) => chunk.css ?? []),
  };
}

await build({
  root: web,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
  // Self-contained: the server image carries no web package dependencies.
  ssr: { noExternal: true },
});
const { prerenderLanding } = (await import(pathToFileURL(`${ssrDir}/prerender.js`).href)) as {
  prerenderLanding: () => Promise<string>;
};
const manifest = JSON.parse(await readFile(`${web}dist/.vite/manifest.json`, 'utf8')) as Manifest;
const shell = await readFile(`${web}dist/index.html`, 'utf8');
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
const { scripts, styles } = landingFiles(manifest);
const links = [
  ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
];
const page = await prerenderLanding();
const landingShell = shell
  .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
  .replace(EMPTY_ROOT, `<div id="root">${ROOT_MARKER}</div>`);
await writeFile(`${ssrDir}/landing-shell.html`, landingShell);
await writeFile(`${web}dist/landing.html`, landingShell.replace(ROOT_MARKER, page));
console.log(`dist/landing.html: the landing page prerendered (${page.length} characters)`);
