import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/{domain,application,web}/vitest.config.ts',
      'packages/adapters/vitest.{fast,integration,system}.config.ts',
      'packages/web/vitest.e2e.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary'],
      thresholds: {
        'packages/domain/src/**': { lines: 95 },
      },
    },
  },
});
