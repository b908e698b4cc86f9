// The API reference (docs/server.md#api-reference): GET /api/openapi.json, the OpenAPI document
// generated from the contract (server/openapi/document.ts), and GET /api/docs, an interactive
// reference of it (Scalar). The page's scripts come from this server, not a CDN: Scalar's
// standalone bundle out of node_modules and a one-line start script, so the page has no inline
// script and runs under the hosting CSP (`script-src 'self'`), on a network without internet too.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../context';
import { notFound } from '../http/respond';

/** Where the compiled server keeps its copy of Scalar's browser bundle (scripts/build-server.mjs). */
export const SCALAR_COPY = 'scalar-api-reference.js';
import { openApiDocument } from '../openapi/document';

const REFERENCE_SCRIPT = 'reference.js';
const START_SCRIPT = 'start.js';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Corvane API reference</title>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/${REFERENCE_SCRIPT}"></script>
    <script src="/api/docs/${START_SCRIPT}"></script>
  </body>
</html>
`;

// No fonts, telemetry or AI agent from Scalar's servers: everything the page loads is this server's.
// (Not `#api-reference`: the bundle mounts a reference of its own on an element of that id.)
const START = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
})});
`;

/**
 * Scalar's browser bundle, read on first request: the compiled server's copy beside its bundle
 * (`npm run build:server` copies it to dist-server/, so a production install needs no Scalar
 * package), else @scalar/api-reference/dist/browser/standalone.js from node_modules (development).
 */
let reference: Promise<string> | undefined;
function referenceScript(): Promise<string> {
  reference ??= (async () => {
    const beside = join(dirname(fileURLToPath(import.meta.url)), SCALAR_COPY);
    if (existsSync(beside)) return readFile(beside, 'utf8');
    // The package's exports name no browser bundle: find its folder from its main module.
    const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
    let root = dirname(main);
    while (!root.endsWith(join('node_modules', '@scalar', 'api-reference')) && dirname(root) !== root) root = dirname(root);
    return readFile(join(root, 'dist', 'browser', 'standalone.js'), 'utf8');
  })();
  reference.catch(() => (reference = undefined));
  return reference;
}

export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  let json: string | undefined;
  app.get('/openapi.json', (c) => {
    json ??= JSON.stringify(openApiDocument());
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get('/docs', (c) => c.html(PAGE));
  // Scalar's bundle is about 5 MB: compressed on the way, and kept by the browser for a day.
  app.get('/docs/:file', compress(), async (c) => {
    const file = c.req.param('file');
    const js = { 'Content-Type': 'text/javascript; charset=utf-8' };
    if (file === START_SCRIPT) return c.body(START, 200, js);
    if (file === REFERENCE_SCRIPT) return c.body(await referenceScript(), 200, { ...js, 'Cache-Control': 'public, max-age=86400' });
    return notFound(c);
  });
  return app;
}
