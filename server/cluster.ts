// WORKERS=N (docs/server.md#several-processes): N processes of the server share its port
// (node:cluster hands connections round-robin) on one PostgreSQL. This primary process checks the
// folders and ports, migrates and seeds once, then forks the workers, which each run the whole
// server (server/main.ts); what must hold across them already lives in PostgreSQL: live updates go
// through NOTIFY/LISTEN (server/live/bus.ts), rate limits and sessions are rows. With METRICS_PORT
// the primary serves the workers' metrics summed (prom-client's AggregatorRegistry). A worker that
// dies is replaced; one that keeps dying stops the server with one line. SIGTERM/SIGINT: each
// worker drains (its own shutdown), then the primary exits.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { ServerConfig } from './config';
import type { Logger } from './log';
import { serveMetrics } from './metrics';
import { isEmpty, seedDatabase } from './seed';
import { listenFailure, openForStart } from './startup';

/** A worker that exits this many times within RESTART_WINDOW_MS stops the server. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** After SIGTERM, workers still running this long are killed. */
const DRAIN_MS = 15_000;

type Fail = (line: string, close?: () => Promise<void>) => Promise<never>;

/** `entry`: the module each worker runs (server/main.ts, or the compiled dist-server/main.mjs). */
export async function runPrimary(config: ServerConfig, logger: Logger, failStart: Fail, entry: string): Promise<void> {
  if (!config.databaseUrl) {
    await failStart(
      `WORKERS=${config.workers} needs DATABASE_URL: the embedded PGlite is one process's database (unset WORKERS, or run PostgreSQL: docs/server.md#several-processes)`,
    );
  }
  // Migrations and the first seed, once, before any worker opens the database.
  const database = await openForStart(config, logger, failStart);
  if (await isEmpty(database.db)) {
    const counts = await seedDatabase(database.db);
    logger.info({ event: 'database.seeded', counts }, 'empty database seeded');
  }
  await database.close();

  const metricsServer = config.metricsPort
    ? serveMetrics(aggregated(), { port: config.metricsPort, hostname: config.host }, (info) => {
        logger.info({ event: 'metrics.listening', address: `http://${info.address}:${info.port}/metrics`, workers: config.workers }, 'metrics of every worker, summed (keep this port private)');
      })
    : null;
  metricsServer?.once('error', (error) => void failStart(listenFailure(error, config.host, config.metricsPort!, 'METRICS_PORT')));

  let stopping = false;
  const exits: number[] = [];
  // The workers serve the port; the metrics listener is the primary's alone.
  cluster.setupPrimary({ exec: entry });
  const fork = () => cluster.fork({ METRICS_PORT: '' });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info({ event: 'stopped' }, 'every worker stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length && exits[0]! < now - RESTART_WINDOW_MS) exits.shift();
    // Exit code 1 from a worker's own start (a port taken meanwhile, a database gone): the same
    // cause would stop its replacement too.
    if (exits.length >= MAX_RESTARTS || code === 1) {
      stopping = true;
      logger.fatal({ event: 'startup.failed', pid: worker.process.pid, code, signal }, `cannot keep ${config.workers} workers running: a worker stopped (exit code ${code ?? signal}); see its lines above`);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      metricsServer?.close();
      setTimeout(() => process.exit(1), DRAIN_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.warn({ event: 'worker.replaced', pid: worker.process.pid, code, signal }, 'a worker stopped: starting another');
    fork();
  });
  cluster.on('listening', (worker: Worker) => logger.info({ event: 'worker.listening', pid: worker.process.pid }, 'worker listening'));

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal, workers: Object.keys(cluster.workers ?? {}).length }, 'draining the workers');
    metricsServer?.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      logger.warn({ event: 'shutdown.timeout' }, `workers still running after ${DRAIN_MS / 1000} s: killing them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ event: 'workers.starting', workers: config.workers }, `starting ${config.workers} workers on one database`);
  for (let i = 0; i < config.workers; i += 1) fork();
}

/** The workers' registries, summed per series when scraped. */
function aggregated() {
  const registry = new AggregatorRegistry();
  return { metrics: () => registry.clusterMetrics(), contentType: registry.contentType };
}
