// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
  'os',
  'stream',
  'worker_threads',
];
const IO_LIBRARIES = [
  'express',
  'knex',
  'pg',
  'bullmq',
  'ioredis',
  'nodemailer',
  'multer',
  'inversify',
  'react',
  'react-dom',
];

/** Which of our packages (and which outside code) each layer may import. */
const boundary = (files, groups, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
  },
});

const WEB_PAGES = './packages/web/src/pages';
const ADAPTERS = './packages/adapters/src';

/** Each page folder of the web app: a page imports shared code, never another page's. */
const pageFolders = readdirSync(new URL(WEB_PAGES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layers inside a package, by where an import lands once resolved (so `../x`, `../../x` and
 * an index all count): pages stay apart, storage and configuration never reach up into the
 * runtime that starts processes, and HTTP and the composition root see persistence only
 * through its index.
 */
const layers = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...pageFolders.map((page) => ({
            target: `${WEB_PAGES}/${page}`,
            from: WEB_PAGES,
            except: [`./${page}`],
            message:
              'a page never imports another page: move what both need to src/features, src/ui or src/lib.',
          })),
          {
            target: [`${ADAPTERS}/storage`, `${ADAPTERS}/config`],
            from: `${ADAPTERS}/runtime`,
            message: 'storage and configuration sit below the runtime: they never import it.',
          },
          {
            target: [`${ADAPTERS}/http`, `${ADAPTERS}/composition`],
            from: `${ADAPTERS}/persistence`,
            except: ['./index.ts'],
            message: 'HTTP and the composition root use persistence through its index only.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/coverage/**',
      '**/node_modules/**',
      '.data/**',
      'test-artifacts/**',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  boundary(
    ['packages/domain/src/**'],
    ['@workshop/*', ...NODE_BUILTINS, ...IO_LIBRARIES],
    'domain is pure: it imports nothing of ours and nothing that does I/O.',
  ),
  boundary(
    ['packages/application/src/**'],
    ['@workshop/adapters', '@workshop/web', ...NODE_BUILTINS, ...IO_LIBRARIES],
    'application depends on domain only; I/O goes behind its ports.',
  ),
  boundary(
    ['packages/adapters/src/**'],
    ['@workshop/web', '@workshop/web/*'],
    'adapters never import web.',
  ),
  boundary(
    ['packages/web/src/**'],
    [
      '@workshop/adapters',
      '@workshop/adapters/*',
      '@workshop/application',
      '@workshop/application/*',
    ],
    'web talks to the server over HTTP only: it may import domain, never application or adapters.',
  ),
  layers,
  prettier,
);
