import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'system:e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    // beforeAll starts the app, which may wait up to 180 s for its embedded PostgreSQL.
    hookTimeout: 240_000,
    // Each file starts the app and a browser: on two cores, one file at a time.
    fileParallelism: false,
  },
});
