// Prometheus metrics (docs/server.md#metrics) through prom-client: the requests by route pattern,
// method and status, with their latency; the database pool; the open event streams; and
// prom-client's process metrics (memory, CPU, event-loop delay). One registry per app, so the tests'
// several apps in one process never meet in prom-client's global registry. Served on the API's
// /metrics with METRICS_TOKEN, or on METRICS_PORT's own listener (`serveMetrics`).
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from './db/client';

export interface AppMetrics {
  registry: Registry;
  /** Counts and times every answer by route pattern, method and status. */
  requests: MiddlewareHandler;
  /** An event stream opened (GET /api/events): returns its end, which counts once however often called. */
  streamOpened(): () => void;
}

export function createMetrics(database: Pick<Database, 'kind' | 'pool'>): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // A worker of WORKERS=N answers the primary's collection (server/cluster.ts) from this registry:
  // constructing an AggregatorRegistry is what makes prom-client listen for the primary's requests.
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const total = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, method and status.', labelNames, registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the answer (its headers, for a stream), by route pattern, method and status.',
    labelNames,
    registers,
  });

  const backend = { backend: database.kind };
  const pool = (name: string, help: string, read: (use: ReturnType<Database['pool']>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['backend'],
      registers,
      collect() {
        this.set(backend, read(database.pool()));
      },
    });
  pool('db_pool_connections_max', 'Connections the pool may open (PGlite: one).', (use) => use.max);
  pool('db_pool_connections_in_use', 'Connections held by a query or a transaction of this process.', (use) => use.inUse);
  pool('db_pool_operations_waiting', 'Queries and transactions waiting for a connection.', (use) => use.waiting);

  const streams = new Gauge({ name: 'live_event_streams_open', help: 'Open live-update streams (GET /api/events).', registers });

  return {
    registry,
    requests: async (c, next) => {
      const start = performance.now();
      await next();
      const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) };
      total.inc(labels);
      duration.observe(labels, (performance.now() - start) / 1000);
    },
    streamOpened() {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
      };
    },
  };
}

/**
 * The route pattern a request matched, never its URL (one series per route, not per id): the first
 * route registered for a method (`app.get('/api/product/:id')`), even when a middleware answered
 * before it (a 401, a 413); else the route or middleware that answered (`/api/*` for an unknown
 * API path, `*` for the app's files). The app's catch-all `*` is no endpoint of an API path.
 */
export function routeOf(c: Context): string {
  const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL' && route.path !== '*');
  return endpoint?.path ?? (routePath(c) || 'unmatched');
}

/** What a scrape reads: a registry, or the primary's view of its workers' (server/cluster.ts). */
export interface MetricsSource {
  metrics(): Promise<string>;
  contentType: string;
}

/** prom-client's text format. */
const scrape = async (c: Context, registry: MetricsSource) =>
  c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics on the API's port: with `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise);
 * 404 when no METRICS_TOKEN is set, so the app's shell is not answered in its place either.
 */
export function metricsRoute(registry: Registry, token: string | null): Handler {
  const expected = token ? digest(token) : null;
  return async (c) => {
    if (!expected) return c.json({ message: 'Not found' }, 404);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'This needs the metrics token (Authorization: Bearer <METRICS_TOKEN>).' }, 401);
    }
    return scrape(c, registry);
  };
}

/**
 * METRICS_PORT: GET /metrics without a token on a listener of its own, for a scraper on a private
 * network. It must not be reachable from the public network.
 */
export function serveMetrics(registry: MetricsSource, options: { port: number; hostname: string }, onListening?: (info: AddressInfo) => void): ServerType {
  const app = new Hono();
  app.get('/metrics', (c) => scrape(c, registry));
  app.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, onListening);
}
