// @ts-check
import js from '@eslint/js';
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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
  prettier,
);
