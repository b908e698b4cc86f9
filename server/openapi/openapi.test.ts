// The OpenAPI document (docs/server.md#api-reference) against what the server answers: every route
// of the Hono app is an operation of the document and every operation a route; GET /api/openapi.json
// serves it; /api/docs serves the reference with its scripts from this server, under the hosting
// CSP. The answers themselves are checked against it by every contract suite (contract/openapi-check.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRules } from '@/lib/api-contract/permission';
import { serverBackend } from '../contract/backends';
import { undocumented } from '../contract/openapi-check';
import { samplePath } from '../contract/suite-permissions';
import { openApiDocument, openApiPath } from './document';

const doc = openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));

describe('the OpenAPI document', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  beforeAll(async () => {
    backend = await serverBackend();
  });
  afterAll(() => backend.close());

  it('names every route the server answers, and no route it does not', () => {
    // The document is the API's (`/api/*`): /metrics has its own token (server/metrics.ts).
    const routes = new Set(backend.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${openApiPath(r.path)}`));
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect([...routes].filter((r) => !documented.has(r)), 'routes the document leaves out').toEqual([]);
    // An operation may narrow a route's pattern (`/api/overview/analytics/{widget}` of `/{page}/{widget}`).
    const answered = (method: string, path: string) => {
      const sample = samplePath(path.replace(/\{(\w+)\}/g, ':$1'));
      return [...routes].some((route) => {
        const [m, pattern] = route.split(' ') as [string, string];
        return m === method && new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`).test(sample);
      });
    };
    expect(operations.filter((o) => !answered(o.method, o.path)).map((o) => `${o.method} ${o.path}`), 'operations no route answers').toEqual([]);
    // One operation per call of the permission table, and who may make it.
    expect([...documented].sort()).toEqual(Object.keys(apiRules).map((call) => openApiPath(call)).sort());
  });

  it('says who may make each call, from the permission table', () => {
    for (const { method, path, operation } of operations) {
      const rule = apiRules[`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}` as keyof typeof apiRules];
      const roles = rule === 'public' || rule === 'signed-in' ? ['admin', 'manager', 'user'] : [...rule];
      expect(operation['x-roles'], `${method} ${path}`).toEqual(roles);
      expect(operation.description, `${method} ${path}`).toMatch(/Who may call it: /);
      if (rule !== 'public') expect(operation.responses['401'], `${method} ${path}: 401`).toBeDefined();
      if (Array.isArray(rule)) expect(operation.responses['403'], `${method} ${path}: 403`).toBeDefined();
      expect(operation.security, `${method} ${path}`).toEqual(rule === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }]);
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is well formed: path parameters declared, every $ref a component, an answer for every operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
    const ids = new Set<string>();
    for (const { method, path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(declared, `${method} ${path}`).toEqual(inPath);
      expect(Object.keys(operation.responses).some((s) => /^2\d\d$/.test(s)), `${method} ${path}`).toBe(true);
      expect(ids.has(operation.operationId), operation.operationId).toBe(false);
      ids.add(operation.operationId);
    }
  });

  it('is served at GET /api/openapi.json, the same document each time', async () => {
    const answer = await backend.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(openApiDocument()).toBe(doc);
  });

  it('turns down an answer it does not describe', async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    expect(await undocumented('GET', '/api/auth/me', json({ user: { id: 'x' } }))).toMatch(/does not match/);
    expect(await undocumented('GET', '/api/auth/me', json({ message: 'I am a teapot' }, 418))).toMatch(/does not name/);
    expect(await undocumented('GET', '/api/user/details?id=x', json({ message: 'Not found' }, 404))).toBeNull();
    expect(await undocumented('DELETE', '/api/user/x', new Response(null, { status: 204 }))).toBeNull();
    expect(await undocumented('GET', '/api/nowhere', json({ message: 'Not found' }, 404))).toBeNull();
  });
});

describe('the API reference page', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  let staticDir: string;
  beforeAll(async () => {
    // A build's hosting headers (scripts/hosting-headers.mjs), whose `/*` block also covers /api/*.
    const hosting = (await import('../../scripts/hosting-headers.mjs' as string)) as { securityHeaders(hashes: string[]): Record<string, string> };
    staticDir = mkdtempSync(join(tmpdir(), 'corvane-docs-'));
    const headers = Object.entries(hosting.securityHeaders([])).map(([name, value]) => `  ${name}: ${value}`);
    writeFileSync(join(staticDir, '_headers'), ['/*', ...headers, '  Cache-Control: no-cache', ''].join('\n'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    backend = await serverBackend({ staticDir });
  });
  afterAll(async () => {
    await backend.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('loads only scripts this server serves, which its CSP allows', async () => {
    const page = await backend.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval/);
    const html = await page.text();
    // No inline script (the CSP allows only the build's own hashes) and nothing from another host.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(([, , body]) => body!.trim()).length, 'inline scripts').toBe(0);
    expect(html).not.toMatch(/https?:\/\//);
    for (const [, attrs] of scripts) {
      const src = /src="([^"]+)"/.exec(attrs!)?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await backend.request(src, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/^text\/javascript/);
      expect((await script.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
    }
    const start = await (await backend.request('/api/docs/start.js')).text();
    expect(start).toContain("'/api/openapi.json'".replace(/'/g, '"'));
    expect(start).toContain('"withDefaultFonts":false');
  });

  it('keeps the reference bundle cacheable and compressed, and answers 404 for another file', async () => {
    const bundle = await backend.request('/api/docs/reference.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=86400');
    await bundle.body?.cancel();
    expect((await backend.request('/api/openapi.json')).headers.get('cache-control')).toBe('no-store');
    expect((await backend.request('/api/docs/other.js')).status).toBe(404);
  });
});
