import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'system:e2e',
    sequence: { groupOrder: 2 },
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // Builds once, migrates one template database and launches one Chromium for every file.
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    server: {
      deps: {
        // The app each file starts is the built bundle, loaded by Node as `pnpm start` loads it.
        external: [/\/packages\/adapters\/dist\//],
      },
    },
  },
});
