import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The landing page is a lazy chunk, and its hero picture is the largest paint: left alone, a
 * phone finds both only after the entry script has run. index.html names them up front so
 * they download beside the entry script. Other routes fetch a few KB they do not use.
 */
function preloadLanding(): Plugin {
  return {
    name: 'preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const tags: HtmlTagDescriptor[] = [];
        const link = (attrs: Record<string, string>) =>
          tags.push({ tag: 'link', attrs, injectTo: 'head' });
        for (const file of Object.values(bundle ?? {})) {
          if (file.type === 'asset' && file.names.includes('hand-plane.svg')) {
            link({ rel: 'preload', as: 'image', href: `/${file.fileName}`, fetchpriority: 'high' });
          }
          if (file.type === 'chunk' && file.isDynamicEntry && file.name === 'LandingPage') {
            // The entry script, one of its imports, is on the page already.
            const isEntry = (name: string) => {
              const chunk = bundle?.[name];
              return chunk?.type === 'chunk' && chunk.isEntry;
            };
            for (const name of [file.fileName, ...file.imports.filter((n) => !isEntry(n))]) {
              link({ rel: 'modulepreload', crossorigin: '', href: `/${name}` });
            }
            for (const css of file.viteMetadata?.importedCss ?? []) {
              link({ rel: 'preload', as: 'style', crossorigin: '', href: `/${css}` });
            }
          }
        }
        return tags;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadLanding()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every route is its own chunk; the landing page loads only its own code.
    chunkSizeWarningLimit: 400,
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
