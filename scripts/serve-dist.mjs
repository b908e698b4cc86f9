#!/usr/bin/env node
// A small static server for dist/ with gzip (as a production host would serve it): a folder's
// index.html for its path (the prerendered pages), else the SPA fallback to app.html (index.html
// in a build without prerendering). Used by the benchmarks: `node scripts/serve-dist.mjs [port]`.
// With `--headers` (or serveDist(port, { headers: true })) it also sends the hosting headers of
// dist/_headers (scripts/hosting-headers.mjs), as the production host does: the CSP e2e test uses it.
// With `tls` ({ key, cert }) it serves HTTP/2 over TLS, as production hosts do (the dashboard
// bench's `--h2`; HTTP/1.1 still answers a client that asks for it). With `root` it serves another
// folder the same way (the dashboard bench's `--peer`: another app's build, index.html fallback).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const distRoot = join(process.cwd(), 'dist');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** dist/_headers as [pattern, headers] blocks, in file order (later blocks override). */
function hostingHeaders() {
  const file = join(distRoot, '_headers');
  if (!existsSync(file)) throw new Error('dist/_headers is missing: run npm run build first.');
  const blocks = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) blocks.push([line.trim(), {}]);
    else {
      const at = line.indexOf(':');
      blocks.at(-1)[1][line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

const matches = (pattern, path) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

export function serveDist(port, options = {}) {
  const root = options.root ?? distRoot;
  const hosting = options.headers ? hostingHeaders() : [];
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    // A folder is a prerendered page when it has its own index.html (as a static host serves it).
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    // Any other address: the app's shell (scripts/prerender.mjs writes it; a plain build has none).
    if (!existsSync(file)) file = existsSync(join(root, 'app.html')) ? join(root, 'app.html') : join(root, 'index.html');
    const ext = extname(file);
    const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream' };
    headers['Cache-Control'] = file.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    for (const [pattern, extra] of hosting) if (matches(pattern, url.pathname)) Object.assign(headers, extra);
    const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  };
  const server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle) : createServer(handle);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 4300);
  await serveDist(port, { headers: process.argv.includes('--headers') });
  console.log(`dist/ on http://127.0.0.1:${port}`);
}
