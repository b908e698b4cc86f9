// The API server as one Hono app (docs/server.md): Fetch-standard Request → Response, so tests call
// `app.request()` in-process and `server/main.ts` serves it on Node. Routes follow docs/api/.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { generateCookie, getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import type { AppEnv, ServerInput } from './context';
import { JSON_BODY_LIMIT, bodyLimitMessage, largeBodyCalls } from '@/lib/api-contract/body-limits';
import { LIVE_ORIGIN_HEADER } from '@/lib/api-contract/live';
import { teamMessages } from '@/lib/api-contract/team';
import { authorize } from './auth/authorize';
import { REQUEST_ID_HEADER, requestIdMiddleware } from './http/request-id';
import { createLiveBus } from './live/bus';
import { liveOriginMiddleware } from './live/origin';
import { MAIL_RETRY_AFTER_SECONDS, MailUnavailableError, createMailer } from './mail/mailer';
import { createMetrics, metricsRoute } from './metrics';
import { eventRoutes } from './routes/events';
import { presenceRoutes } from './routes/presence';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { fileRoutes } from './routes/files';
import { calendarRoutes } from './routes/calendar';
import { kanbanRoutes } from './routes/kanban';
import { mailRoutes } from './routes/mail';
import { contactRoutes, newsletterRoutes } from './routes/forms';
import { demoRoutes } from './routes/demo';
import { notificationRoutes, viewRoutes } from './routes/shell';
import { openApiRoutes } from './routes/openapi';
import { invoiceRoutes } from './routes/invoices';
import { jobRoutes } from './routes/jobs';
import { tourRoutes } from './routes/tours';
import { orderRoutes } from './routes/orders';
import { overviewRoutes } from './routes/overview';
import { postRoutes } from './routes/posts';
import { productRoutes } from './routes/products';
import { teamRoutes } from './routes/team';
import { userRoutes } from './routes/users';
import { headersFor, readHostingHeaders, staticApp } from './static';
// new-section: imports (npm run new:section adds its sections' routes above)

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 18 random bytes for an XSRF token, taken from a pool filled 4 KB at a time (one call to the CSPRNG per 227 tokens). */
let pool = Buffer.alloc(0);
let poolAt = 0;
function xsrfToken(): string {
  if (poolAt + 18 > pool.length) {
    pool = randomBytes(18 * 227);
    poolAt = 0;
  }
  poolAt += 18;
  return pool.toString('base64url', poolAt - 18, poolAt);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createApp(input: ServerInput) {
  const { config, logger, database } = input;
  const live =
    input.live ??
    createLiveBus(database, (error) =>
      logger.error({ event: 'live.error', err: { message: String(error) } }),
    );
  const metrics = input.metrics ?? createMetrics(database);
  const deps = { ...input, live, mailer: input.mailer ?? createMailer(config, logger), metrics };
  const app = new Hono<AppEnv>();
  const hosting = config.staticDir ? readHostingHeaders(config.staticDir) : [];

  // X-Request-Id on every answer, and the id on every line logged for the request (server/log.ts).
  app.use('*', requestIdMiddleware);
  app.use('*', metrics.requests);

  // One JSON line per request: method, path (never the query: it can hold search text), status, time.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    logger.info({
      event: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  });

  // CORS only for the origins of CORS_ORIGINS (a build hosted on a CDN, docs/server.md#deploy).
  if (config.corsOrigins.length) {
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        // Last-Event-ID: a live-update stream resuming (docs/api/live.md).
        allowHeaders: [
          'Authorization',
          'Content-Type',
          'Accept',
          XSRF_HEADER,
          'Last-Event-ID',
          LIVE_ORIGIN_HEADER,
        ],
        exposeHeaders: ['Retry-After', 'Content-Disposition', REQUEST_ID_HEADER],
        maxAge: 600,
      }),
    );
  }

  // XSRF (src/lib/http/client.ts): the page reads the XSRF-TOKEN cookie and sends it back in
  // X-XSRF-TOKEN on same-origin requests. Every answer without the cookie sets one; an unsafe
  // method that carries the cookie must carry the same value in the header (403 otherwise). A
  // request without the cookie carries no ambient credential (the session is a bearer token the
  // page adds itself), so it is let through: that is a cross-origin client, or a script.
  app.use('*', async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (UNSAFE.has(c.req.method) && c.req.path.startsWith('/api/') && cookie) {
      const header = c.req.header(XSRF_HEADER) ?? '';
      if (!sameToken(cookie, header)) {
        return c.json(
          { message: 'This request is missing its security token. Reload the page and try again.' },
          403,
        );
      }
    }
    await next();
    if (!cookie) {
      const line = generateCookie(XSRF_COOKIE, xsrfToken(), {
        path: '/',
        sameSite: 'Strict',
        secure: c.req.url.startsWith('https:'),
      });
      // Added to the answer's own headers: c.header() after the handler would rebuild the answer
      // as a stream-backed Response (@hono/node-server then streams it instead of writing it once).
      try {
        c.res.headers.append('Set-Cookie', line);
      } catch {
        c.header('Set-Cookie', line, { append: true }); // an answer with immutable headers
      }
    }
  });

  app.use('/api/*', async (c, next) => {
    await next();
    const own = c.res.headers.get('Cache-Control');
    for (const [name, value] of Object.entries(headersFor(hosting, c.req.path)))
      c.res.headers.set(name, value);
    if (!hosting.length) {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    // Answers are not kept by caches, but for the API reference's script (routes/openapi.ts), which says so itself.
    c.res.headers.set('Cache-Control', own ?? 'no-store');
  });

  // Who may make the call (the contract's permission table), before any body is read.
  app.use('/api/*', authorize(deps));

  // 1 MB for a JSON body; the calls that carry files or images have their own limit (413 past it).
  const limits = new Map<number, MiddlewareHandler<AppEnv>>();
  const limitFor = (maxSize: number) => {
    let limit = limits.get(maxSize);
    if (!limit)
      limits.set(
        maxSize,
        (limit = bodyLimit({
          maxSize,
          onError: (c) => c.json({ message: bodyLimitMessage(maxSize) }, 413),
        })),
      );
    return limit;
  };
  app.use('/api/*', (c, next) => {
    // A GET has no body to limit; the call was found by authorize.
    if (c.req.method === 'GET') return next();
    const call = c.get('apiCall');
    return limitFor((call && largeBodyCalls[call]) ?? JSON_BODY_LIMIT)(c, next);
  });

  // The tab a write came from, for the live events it publishes (server/live/origin.ts).
  app.use('/api/*', liveOriginMiddleware);

  app.get('/api/health', async (c) => {
    const db = await database.ping();
    const body = { ok: db.ok, database: { kind: database.kind, ...db } };
    return c.json(body, db.ok ? 200 : 503);
  });

  app.route('/api/auth', authRoutes(deps));
  app.route('/api/team', teamRoutes(deps));
  // The signed-in account's paths first: /api/user/account would otherwise be a user id.
  app.route('/api/user', accountRoutes(deps));
  app.route('/api/user', userRoutes(deps));
  app.route('/api/product', productRoutes(deps));
  app.route('/api/post', postRoutes(deps));
  app.route('/api/invoice', invoiceRoutes(deps));
  app.route('/api/order', orderRoutes(deps));
  app.route('/api/job', jobRoutes(deps));
  app.route('/api/tour', tourRoutes(deps));
  // new-section: routes
  app.route('/api/overview', overviewRoutes(deps));
  app.route('/api/notifications', notificationRoutes(deps));
  app.route('/api/view', viewRoutes(deps));
  app.route('/api/mail', mailRoutes(deps));
  app.route('/api/kanban', kanbanRoutes(deps));
  app.route('/api/calendar', calendarRoutes(deps));
  app.route('/api/file', fileRoutes(deps));
  app.route('/api/chat', chatRoutes(deps));
  app.route('/api/events', eventRoutes(deps));
  app.route('/api/presence', presenceRoutes(deps));
  app.route('/api/newsletter', newsletterRoutes(deps));
  app.route('/api/contact', contactRoutes(deps));
  app.route('/api/demo', demoRoutes(deps));
  // The OpenAPI document and the interactive reference (docs/server.md#api-reference).
  app.route('/api', openApiRoutes());
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  // Outside /api, so outside the permission table: its own bearer token, or 404 (docs/server.md#metrics).
  app.get('/metrics', metricsRoute(metrics.registry, config.metricsToken));

  if (config.staticDir) app.get('*', staticApp(config.staticDir));

  app.onError((error, c) => {
    // The mail server did not take a message a request needed (a code, an invitation): the routes
    // send before they store, so nothing was done; the client may try again later.
    if (error instanceof MailUnavailableError) {
      logger.warn(
        { event: 'mail.unavailable', path: c.req.path, err: { message: error.message } },
        'mail not sent',
      );
      c.header('Retry-After', String(MAIL_RETRY_AFTER_SECONDS));
      return c.json({ message: teamMessages.mailUnavailable }, 503);
    }
    logger.error({
      event: 'error',
      path: c.req.path,
      err: { message: error.message, stack: error.stack },
    });
    // The database not answering is an outage, not a bug: 503 with a time to come back (the app
    // shows its error with Retry; the pool reconnects by itself once the database is back).
    if (databaseUnreachable(error)) {
      c.header('Retry-After', '5');
      return c.json({ message: 'The database is not answering. Try again in a moment.' }, 503);
    }
    return c.json({ message: 'Something went wrong on the server. Try again.' }, 500);
  });

  return app;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P03',
]);

/** A connection error of postgres.js (or its cause, wrapped by Drizzle), or PostgreSQL shutting down / starting up. */
export function databaseUnreachable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  }
  return false;
}
