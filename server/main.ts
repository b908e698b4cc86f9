// `npm run server`: opens the database (PGlite in .data/, or DATABASE_URL), applies the
// migrations, seeds an empty database, and serves the API and the built app on one address
// (docs/server.md). SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the pool.
// What keeps it from starting (a data folder it cannot write, a port in use, a database that does
// not answer) is one log line, `startup.failed`, and exit code 1 (server/startup.ts).
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { runPrimary } from './cluster';
import { resolveSecret, tokenIssuer } from './auth/tokens';
import { loadConfig } from './config';
import { createLiveBus } from './live/bus';
import { createLogger } from './log';
import { createMailer } from './mail/mailer';
import { createMetrics, serveMetrics } from './metrics';
import { isEmpty, seedDatabase } from './seed';
import { listenFailure, openForStart } from './startup';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const started = performance.now();

/** Logs why the server cannot start, in one line, and exits with 1 (after closing the database). */
async function failStart(line: string, close?: () => Promise<void>): Promise<never> {
  logger.fatal({ event: 'startup.failed' }, `cannot start: ${line}`);
  await close?.().catch(() => {});
  process.exit(1);
}

// WORKERS=N: this process is the primary, which migrates, seeds and starts N workers
// (server/cluster.ts); each worker, like a single process, serves as below.
// The workers run this module itself, not the command that started it (scripts/server.mjs).
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, logger, failStart, fileURLToPath(import.meta.url));
else await serveProcess();

async function serveProcess() {
  // A worker of WORKERS=N shares the port its primary checked (server/cluster.ts).
  const database = await openForStart(config, logger, failStart, !cluster.isWorker);
  logger.info({ event: 'database.ready', kind: database.kind, ms: Math.round(performance.now() - started) }, 'database migrated');
  if (await isEmpty(database.db)) {
    const counts = await seedDatabase(database.db);
    logger.info({ event: 'database.seeded', counts }, 'empty database seeded');
  }
  const staticDir = config.staticDir && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : null;
  if (config.staticDir && !staticDir) logger.warn({ event: 'static.missing', dir: config.staticDir }, 'no built app to serve: run `npm run server:build` (docs/server.md#run)');
  const tokens = tokenIssuer(resolveSecret(config.authSecret, config.dataDir), config.tokenTtlSeconds);
  const live = createLiveBus(database, (error) => logger.error({ event: 'live.error', err: { message: String(error) } }));
  const mailer = createMailer(config, logger);
  logger.info({ event: 'mail.ready', kind: mailer.kind, registration: config.registration }, mailer.kind === 'smtp' ? 'mail goes through SMTP_URL' : `no SMTP_URL: mail is written to ${join(config.dataDir, 'outbox')}`);
  if (config.exposeCodes) {
    logger.warn({ event: 'auth.codes-exposed' }, 'AUTH_EXPOSE_CODES=1: reset and verification codes and invitation links are answered to whoever asks (a public demo server only)');
  }
  const metrics = createMetrics(database);
  const app = createApp({ database, tokens, config: { ...config, staticDir }, logger, live, mailer, metrics });

  // startMs: since the process started (module loading, migrations and seeding included).
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ event: 'listening', address: `http://${info.address}:${info.port}`, database: database.kind, static: Boolean(staticDir), startMs: Math.round(performance.now()) }, 'listening');
  });
  // The port was free a moment ago (checkPortFree); another program may have taken it since.
  server.once('error', (error) => void failStart(listenFailure(error, config.host, config.port, 'PORT'), () => database.close()));

  // METRICS_PORT: the scraper's own listener, no token (docs/server.md#metrics): a private network only.
  const metricsServer = config.metricsPort
    ? serveMetrics(metrics.registry, { port: config.metricsPort, hostname: config.host }, (info) => {
        logger.info({ event: 'metrics.listening', address: `http://${info.address}:${info.port}/metrics` }, 'metrics listening (keep this port private)');
      })
    : null;
  metricsServer?.once('error', (error) => void failStart(listenFailure(error, config.host, config.metricsPort!, 'METRICS_PORT'), () => database.close()));

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'draining');
    // Live-update streams never finish by themselves: end them, clients reconnect to another instance.
    live.close();
    mailer.close();
    // Keep-alive sockets would hold close() open: idle ones are closed now, busy ones after their answer.
    const timer = setTimeout(() => {
      logger.warn({ event: 'shutdown.timeout' }, 'requests still open after 10 s: closing anyway');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, 10_000);
    metricsServer?.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    clearTimeout(timer);
    await database.close();
    logger.info({ event: 'stopped' }, 'database closed');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
