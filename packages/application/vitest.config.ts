import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'fast:application',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Pure tests share one module graph per worker: importing it once per file was most of the time.
    isolate: false,
  },
});
