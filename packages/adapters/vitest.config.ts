import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapters',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Integration tests create databases and may start containers or a WASM Postgres.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The AWS SDK warns at load that its releases after January 2027 need Node 22; the
    // lockfile holds one that runs on 20 (docs/decisions.md). Once is enough: not per file.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
