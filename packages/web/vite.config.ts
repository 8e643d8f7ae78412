import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/prerender.ts reads which files the landing page needs from it.
    manifest: true,
    // Every route is its own chunk; the landing page loads only its own code. The one chunk
    // over 400 kB is zxcvbn's common-password dictionary (~462 kB, 236 kB gzip): data, not
    // code, fetched only by /change-password and /reset-password. The limit sits just above it,
    // so any other chunk that grows this big still warns.
    chunkSizeWarningLimit: 480,
  },
  server: {
    // The Host header is kept (changeOrigin: false, unlike Vite's string shorthand): the API's
    // CSRF guard accepts an Origin only when it matches the host the request was sent to.
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      '/dev/mailbox': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
