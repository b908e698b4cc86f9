// GET /metrics (docs/server.md#metrics): the bearer token or 404, what is exported (requests by route
// pattern, the latency histogram, process memory, event-loop delay, the pool, open streams), the
// METRICS_PORT listener, and the request id on every answer and every log line of a request.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { AppEnv } from './context';
import { serverBackend } from './contract/backends';
import { requestIdMiddleware } from './http/request-id';
import { createLogger } from './log';
import { outboxMailer, type Mailer } from './mail/mailer';
import { serveMetrics } from './metrics';

type Backend = Awaited<ReturnType<typeof serverBackend>>;
const TOKEN = 'scrape-secret-for-tests';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of the series `name` whose labels include `labels`, or undefined. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text.split('\n').find((l) => {
    const [series = ''] = l.split(' ');
    return (series === name || series.startsWith(`${name}{`)) && Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function signIn(backend: Backend): Promise<string> {
  const answer = await backend.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

// Open for the whole file: the other backends share its database (one PGlite, migrated and seeded once).
let backend: Backend;
beforeAll(async () => {
  backend = await serverBackend({ metricsToken: TOKEN });
});
afterAll(() => backend.close());

describe('GET /metrics with METRICS_TOKEN', () => {
  let token: string;
  const scrape = async () => {
    const answer = await backend.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  beforeAll(async () => {
    token = await signIn(backend);
  });

  it('answers 401 { message } without the token or with a wrong one, with the request id', async () => {
    for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer wrong' }, { Authorization: `Bearer ${TOKEN}x` }, { Authorization: TOKEN }]) {
      const answer = await backend.request('/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
      expect(await answer.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers the text format with the token: requests by route pattern, never the URL, and their latency', async () => {
    const { items } = (await (await backend.request('/api/product/list', { headers: { Authorization: `Bearer ${token}` } })).json()) as { items: { id: string }[] };
    const id = items[0]!.id;
    // Refused by the permission middleware before the handler: still counted under the handler's pattern.
    expect((await backend.request(`/api/product/${id}`, { method: 'PATCH' })).status).toBe(401);
    expect((await backend.request(`/api/product/details?id=${id}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await backend.request('/api/no-such-group/x')).status).toBe(404);

    const answer = await backend.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(valueOf(text, 'http_requests_total', { method: 'PATCH', route: '/api/product/:id', status: '401' })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: '/api/product/details', status: '200' })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: '/api/*', status: '404' })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: '/metrics', status: '401' })).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain(id);
    expect(text).not.toContain('?id=');
    // The histogram: buckets, sum and count per series.
    expect(valueOf(text, 'http_request_duration_seconds_bucket', { le: '+Inf', route: '/api/product/:id', method: 'PATCH' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', { route: '/api/product/details' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_sum', { route: '/api/product/details' })).toBeGreaterThan(0);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('exports process memory, event-loop delay and the database pool', async () => {
    const text = await scrape();
    const { kind } = backend.database;
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // PGlite is one connection, postgres.js a pool of 10; nothing in flight while the scrape is answered.
    expect(valueOf(text, 'db_pool_connections_max', { backend: kind })).toBe(kind === 'pglite' ? 1 : 10);
    expect(valueOf(text, 'db_pool_connections_in_use', { backend: kind })).toBe(0);
    expect(valueOf(text, 'db_pool_operations_waiting', { backend: kind })).toBe(0);
  });

  it('counts the transactions and queries holding a connection, and those waiting for one', async () => {
    const { database } = backend;
    const { max } = database.pool();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every connection held by a transaction, and one more transaction and a query waiting.
    const running = [...Array.from({ length: max + 1 }, () => database.db.transaction(() => held)), database.ping()];
    await expect.poll(() => database.pool()).toEqual({ max, inUse: max, waiting: 2 });
    const text = await scrape();
    expect(valueOf(text, 'db_pool_connections_in_use', { backend: database.kind })).toBe(max);
    expect(valueOf(text, 'db_pool_operations_waiting', { backend: database.kind })).toBe(2);
    release();
    await Promise.all(running);
    expect(database.pool()).toEqual({ max, inUse: 0, waiting: 0 });
  });

  it('counts open event streams up while one is open and down once it is closed', async () => {
    expect(valueOf(await scrape(), 'live_event_streams_open')).toBe(0);
    const answer = await backend.request('/api/events', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    await reader.read(); // the `ready` event: the stream is open
    expect(valueOf(await scrape(), 'live_event_streams_open')).toBe(1);
    await reader.cancel();
    await expect.poll(async () => valueOf(await scrape(), 'live_event_streams_open')).toBe(0);
    expect(valueOf(await scrape(), 'http_requests_total', { method: 'GET', route: '/api/events', status: '200' })).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served on the API port: 404, whatever the header', async () => {
    const plain = await serverBackend();
    try {
      for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer anything' }, { Authorization: `Bearer ${TOKEN}` }]) {
        const answer = await plain.request('/metrics', { headers });
        expect(answer.status).toBe(404);
        expect(answer.headers.get('x-request-id')).toMatch(UUID);
      }
    } finally {
      await plain.close();
    }
  });

  it('is served without a token on METRICS_PORT, with what the app counted', async () => {
    const plain = await serverBackend();
    const server = await new Promise<ReturnType<typeof serveMetrics>>((resolve) => {
      const listening = serveMetrics(plain.metrics.registry, { port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
    });
    try {
      expect((await plain.request('/api/health')).status).toBe(200);
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await answer.text();
      expect(valueOf(text, 'http_requests_total', { route: '/api/health', status: '200' })).toBe(1);
      expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await plain.close();
    }
  });

  it('reads METRICS_TOKEN and METRICS_PORT from the environment', () => {
    expect(loadConfig({ METRICS_TOKEN: ' s3cret ', METRICS_PORT: '9464' })).toMatchObject({ metricsToken: 's3cret', metricsPort: 9464 });
    expect(loadConfig({})).toMatchObject({ metricsToken: null, metricsPort: null });
    expect(loadConfig({ METRICS_TOKEN: ' ', METRICS_PORT: 'x' })).toMatchObject({ metricsToken: null, metricsPort: null });
  });
});

describe('X-Request-Id', () => {
  // With the built app (a folder of its own), as `npm run server` serves it.
  let withApp: Backend;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'corvane-request-id-'));
    mkdirSync(join(root, 'static'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Corvane</title>');
    writeFileSync(join(root, 'static', 'app.js'), 'console.log(1)');
    withApp = await serverBackend({ staticDir: root });
  });
  afterAll(async () => {
    await withApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is on every answer: 200, 401, 403, 404, 413, and the app files', async () => {
    const answers = {
      200: await withApp.request('/api/health'),
      401: await withApp.request('/api/auth/me'),
      403: await withApp.request('/api/newsletter', { method: 'POST', headers: { Cookie: 'XSRF-TOKEN=abc' }, body: '{}' }),
      404: await withApp.request('/api/no-such-group'),
      413: await withApp.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(2 * 1024 * 1024) }),
      shell: await withApp.request('/dashboard'),
      asset: await withApp.request('/static/app.js'),
    };
    for (const [expected, answer] of Object.entries(answers)) {
      expect([expected, answer.status]).toEqual([expected, /^\d+$/.test(expected) ? Number(expected) : 200]);
      expect([expected, answer.headers.get('x-request-id')]).toEqual([expected, expect.stringMatching(UUID)]);
    }
  });

  it('is on an answer a handler made as a new Response', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestIdMiddleware);
    app.get('/raw', () => new Response('raw'));
    const answer = await app.request('/raw', { headers: { 'X-Request-Id': 'kept-id' } });
    expect([await answer.text(), answer.headers.get('x-request-id')]).toEqual(['raw', 'kept-id']);
  });

  it('keeps a well-formed incoming id and replaces any other', async () => {
    for (const id of ['abc-123_DEF', 'a'.repeat(64)]) {
      expect((await withApp.request('/api/health', { headers: { 'X-Request-Id': id } })).headers.get('x-request-id')).toBe(id);
      expect((await withApp.request('/api/auth/me', { headers: { 'X-Request-Id': id } })).headers.get('x-request-id')).toBe(id);
    }
    for (const id of ['a'.repeat(65), 'has space', 'a=b', 'x;y', '']) {
      expect((await withApp.request('/api/health', { headers: { 'X-Request-Id': id } })).headers.get('x-request-id'), id).toMatch(UUID);
    }
  });
});

describe('the request id in the logs', () => {
  it('is on the request line, the error line and what the request logs on its way (the mailer)', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const outbox = mkdtempSync(join(tmpdir(), 'corvane-outbox-'));
    // Writes a known address's code to the outbox; breaks (a bug, not an outage) for an unknown one.
    const mailer: Mailer = { ...outboxMailer(outbox, 'Corvane <no-reply@corvane.example>', logger), check: () => Promise.reject(new Error('mailer broken')) };
    const logged = await serverBackend({}, mailer, logger);
    const forgot = (email: string, id: string) =>
      logged.request('/api/auth/forgot-password', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Request-Id': id }, body: JSON.stringify({ email }) });
    try {
      expect((await forgot('demo@corvane.example', 'mail-request-1')).status).toBe(202);
      expect(readdirSync(outbox)).toHaveLength(1);
      const failed = await forgot('nobody@corvane.example', 'failing-request-2');
      expect([failed.status, failed.headers.get('x-request-id')]).toEqual([500, 'failing-request-2']);
      const of = (id: string) => lines.filter((l) => l.id === id).map((l) => l.event);
      expect(of('mail-request-1')).toEqual(['mail.outbox', 'request']);
      expect(of('failing-request-2')).toEqual(['error', 'request']);
      // Nothing of a request is logged without its id.
      expect(lines.filter((l) => ['request', 'error', 'mail.outbox'].includes(l.event as string) && !l.id)).toEqual([]);
    } finally {
      await logged.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
