/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `vite preview` serves a prerendered page (scripts/prerender.mjs) at its own address, as a static
// host does with dist/<path>/index.html; other paths get the app's shell, dist/app.html (the home
// page's HTML is dist/index.html), as docs/hosting.md asks of the host.
const servePrerendered = (): Plugin => ({
  name: 'serve-prerendered',
  configurePreviewServer(server) {
    // The build's own folder: the provider e2e builds go to dist-e2e-<provider> (scripts/e2e-providers.mjs).
    const outDir = server.config.build.outDir;
    server.middlewares.use((req, _res, next) => {
      const path = (req.url ?? '/').split('?')[0]!.replace(/\/+$/, '');
      if (path && !path.includes('.') && existsSync(join(outDir, path, 'index.html'))) {
        req.url = `${path}/index.html${(req.url ?? '').slice(path.length).replace(/^\/+/, '')}`;
      } else if (path && !path.includes('.') && existsSync(join('dist', 'app.html'))) {
        const url = req.url ?? '';
        req.url = `/app.html${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`;
      }
      next();
    });
  },
});

// The router plugin must run before the React plugin: it generates src/routeTree.gen.ts and
// splits every route file into lazily loaded chunks.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    servePrerendered(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The files served as they are (public/), for code that draws one in the page (`?raw`).
      { find: /^@public\//, replacement: fileURLToPath(new URL('./public/', import.meta.url)) },
      // `import { z } from 'zod'` gets zod with its no-eval setting applied first (src/lib/zod-jitless.ts):
      // the Content Security Policy allows no eval (docs/hosting.md).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      // msw's cookie jar (tough-cookie) is a third of the demo API chunk; the demo API sets no
      // cookies, so the app ships an empty jar (src/demo-api/no-cookie-jar.ts, docs/performance.md).
      { find: /^@bundled-es-modules\/tough-cookie$/, replacement: fileURLToPath(new URL('./src/demo-api/no-cookie-jar.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // docs/product-rules.md#api-calls: script and stylesheet chunks are served from static/js and static/css.
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
    pool: 'forks',
  },
});
