// The built app (dist/) from the same origin (docs/hosting.md): dist/<path>/index.html for a
// prerendered page, the file itself for an asset, and the app's shell (dist/app.html, or
// dist/index.html in a build without prerendering) for any other path; with the headers the build
// wrote for its host (dist/_headers, scripts/hosting-headers.mjs), so the CSP hashes are this build's.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** dist/_headers as [pattern, headers] blocks, in file order (later blocks override). */
export function readHostingHeaders(root: string): [RegExp, Record<string, string>][] {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const blocks: [RegExp, Record<string, string>][] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      blocks.push([new RegExp(`^${pattern}$`), {}]);
    } else if (blocks.length) {
      const at = line.indexOf(':');
      blocks.at(-1)![1][line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

/** The headers of `path` from the hosting rules (the `/*` block applies to the API's answers too). */
export function headersFor(blocks: [RegExp, Record<string, string>][], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [pattern, headers] of blocks) if (pattern.test(path)) Object.assign(out, headers);
  return out;
}

/** The file of dist/ a path is answered with (relative to the root). */
export function resolveStaticPath(root: string, path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = '/';
  }
  const file = normalize(join(root, decoded));
  const shell = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  if (!file.startsWith(root)) return shell;
  if (existsSync(file) && statSync(file).isDirectory()) {
    return existsSync(join(file, 'index.html')) ? relative(root, join(file, 'index.html')) : shell;
  }
  return existsSync(file) ? relative(root, file) : shell;
}

export function staticApp(root: string): MiddlewareHandler {
  const blocks = readHostingHeaders(root);
  const serve = serveStatic({ root, rewriteRequestPath: (path) => `/${resolveStaticPath(root, path)}` });
  return async (c, next) => {
    // serveStatic answers with the Response it returns: the handler must hand it on (a handler that
    // returns nothing leaves Hono without an answer, "Context is not finalized").
    const answer = await serve(c, next);
    if (answer) c.res = answer;
    for (const [name, value] of Object.entries(headersFor(blocks, c.req.path))) c.res.headers.set(name, value);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', c.req.path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.res;
  };
}
