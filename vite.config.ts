import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';

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

// The sign-in providers' end-to-end build (scripts/e2e-providers.mjs) is one build for the three
// providers: with CORVANE_RUNTIME_ENV=1 the app's settings (`import.meta.env`) take what the page
// put in `window.__corvaneEnv` over the built-in ones, and each provider's tests set theirs
// (tests/e2e/providers/provider-test.ts). A normal build is not touched.
const runtimeEnv = (): Plugin => ({
  name: 'corvane-runtime-env',
  apply: () => process.env.CORVANE_RUNTIME_ENV === '1',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('/src/') || id.includes('/node_modules/') || !code.includes('import.meta.env')) return null;
    // DEV, PROD, MODE, SSR and BASE_URL stay static, so dead branches are still dropped.
    const merged = code.replace(
      /\bimport\.meta\.env\b(?!\.(?:DEV|PROD|MODE|SSR|BASE_URL)\b)/g,
      '({ ...import.meta.env, ...globalThis.__corvaneEnv })',
    );
    return { code: merged, map: null };
  },
});

// The router plugin must run before the React plugin: it generates src/routeTree.gen.ts and
// splits every route file into lazily loaded chunks.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    runtimeEnv(),
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
  // `npm run dev:server` (scripts/dev-server.mjs): /api goes to the API server (docs/server.md).
  server: {
    port: 5173,
    strictPort: true,
    ...(process.env.CORVANE_API_PROXY ? { proxy: { '/api': { target: process.env.CORVANE_API_PROXY } } } : {}),
  },
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
    globals: true,
    // Stryker's sandboxes (npm run test:mutation) are copies of the repo: never tests of this run.
    exclude: [...configDefaults.exclude, '.stryker-tmp/**'],
    // Two projects: the app's tests in jsdom with the demo API answering through msw, and the API
    // server's (server/, docs/server.md) in Node, with no DOM and no set-up file.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      // PGlite starts in about a second, several on a busy machine: room for the per-file start.
      { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], hookTimeout: 60_000 } },
    ],
    css: false,
    // A screen test is a dozen steps of a second each on a quiet machine (the calendar's "end before
    // the start" 11 s alone, 20 s beside the other worker); CI's clean-clone runs go two to three
    // times slower. The limit is for a test that hangs, not a measure of speed (docs/testing.md#unit-tests).
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a run is one worker fewer than the cores: one on CI's two-core machine,
    // which left a core idle for the whole unit run (CONTRIBUTING.md#tests). One worker more than
    // the cores was tried (94 → 97 % busy on a subset), but each test then takes half as long
    // again on the clock, and a loaded clean-clone run timed out in a list's first load.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A focused test (`.only`) never narrows a run, in CI or not (lint refuses it too).
    allowOnly: false,
  },
});
