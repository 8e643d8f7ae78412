import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'integration:web',
    sequence: { groupOrder: 1 },
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    css: true,
  },
});
