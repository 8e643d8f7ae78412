import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapters',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/persistence/global-setup.ts'],
    // Integration tests create databases and may start containers or a WASM Postgres.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
