import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every route is its own chunk; the landing page loads only its own code.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // @workshop/domain is pure (no I/O, no module-level side effects), but its package.json
        // does not say so: without this, importing BUSINESS pulls zod and xstate into the page.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev/mailbox': 'http://localhost:3000',
    },
  },
});
