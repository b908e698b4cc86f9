// The database: PGlite (PostgreSQL compiled to WebAssembly) in the data folder by default, or the
// PostgreSQL of DATABASE_URL through postgres.js; one Drizzle API over both (docs/server.md).
// Migrations (server/migrations, written by drizzle-kit) are applied when it opens.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip to the database: its version and the time it took, or the error. */
  ping(): Promise<{ ok: true; ms: number } | { ok: false; error: string }>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (docs/server.md#live-updates); resolves once listening, with the UNLISTEN.
   * `onListen` is called each time the LISTEN is made, again after a lost connection is re-made
   * (what was sent in between never arrives).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>;
  /** NOTIFY a channel: every connection listening on it, in any process, gets the payload. */
  notify(channel: string, payload: string): Promise<void>;
  /** What this process knows of its connections now (docs/server.md#metrics). */
  pool(): PoolUse;
}

/**
 * Neither driver tells how busy its connections are (postgres.js keeps its queues private, PGlite
 * its lock), so the process counts what it runs: a query outside a transaction, or a whole
 * transaction, holds a connection from its start until it settles; past `max` the rest wait.
 */
export interface PoolUse {
  /** Connections the pool may open: postgres.js's `max`; PGlite is one connection. */
  max: number;
  inUse: number;
  waiting: number;
}

/**
 * The SQL migrations: `server/migrations` beside the sources (tsx, tests), or the copy next to the
 * compiled server that `npm run build:server` writes (`dist-server/migrations`, beside `main.mjs`).
 */
const migrationsFolders = [
  new URL('./migrations', import.meta.url),
  new URL('../migrations', import.meta.url),
].map((url) => fileURLToPath(url));
const migrationsFolder =
  migrationsFolders.find((folder) => existsSync(`${folder}/meta/_journal.json`)) ??
  migrationsFolders[1]!;

export interface OpenOptions {
  /** postgres://… ; otherwise PGlite. */
  databaseUrl?: string | null;
  /** PGlite's folder; omitted: in memory (tests). */
  dataDir?: string;
  /** Connections of the postgres.js pool. */
  poolSize?: number;
}

/** Database operations in flight, counted from their start until they settle. */
class InFlight {
  count = 0;
  /** Counts `operation` and hands back the same object (a postgres.js query stays chainable: `.values()`). */
  track<T extends PromiseLike<unknown>>(operation: T): T {
    this.count += 1;
    const done = () => void (this.count -= 1);
    operation.then(done, done);
    return operation;
  }
  use(max: number): PoolUse {
    return { max, inUse: Math.min(this.count, max), waiting: Math.max(0, this.count - max) };
  }
}

/**
 * The driver's client as Drizzle gets it, with the calls that take a connection counted. Other
 * members are bound to the client (PGlite's methods read private fields, which a Proxy does not reach).
 */
function counted<T extends object>(client: T, calls: readonly string[], inFlight: InFlight): T {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof key === 'string' && calls.includes(key)) {
        return (...args: unknown[]) =>
          inFlight.track(method.apply(target, args) as PromiseLike<unknown>);
      }
      return method.bind(target);
    },
  });
}

/** The rows of `db.execute`: postgres.js answers an array, PGlite an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** How many distinct statements are prepared on each connection; past it, statements run unnamed. */
const PREPARED_MAX = 1000;

/**
 * Marks a statement whose best plan depends on its parameters (a list's filters, search and page:
 * `runList`): it runs unnamed, so PostgreSQL plans it for the values of each call. A statement with
 * LIKE (a search) is treated so too. Every other statement with parameters is prepared, and
 * PostgreSQL's default (`plan_cache_mode=auto`) soon keeps one plan for all calls: a record by its
 * key, a write, a NOTIFY are the same plan whatever the values, and planning them again each time
 * took longer than running them (a product's details: about 1 ms of planning for 0.3 ms of work).
 */
const PER_CALL = '/* planned per call */ ';
export const plannedPerCall = (query: SQL): SQL => sql`${sql.raw(PER_CALL)}${query}`;
const plannedForValues = (text: string) => text.startsWith(PER_CALL) || /\blike\b/i.test(text);

/**
 * postgres.js's client with each statement that has parameters prepared (Drizzle runs them unnamed:
 * a Parse and Describe round trip before every execution). A prepared statement is one round trip
 * from its second use on that connection. The distinct texts prepared are bounded, so a
 * client that varies its query's shape (words of a search) cannot fill the connections' memory.
 * Transactions' clients prepare too.
 */
export function preparing<T extends object>(client: T, texts: Set<string>): T {
  const prepare = (text: unknown, params: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(params) || params.length === 0) return false;
    if (plannedForValues(text)) return false;
    if (texts.has(text)) return true;
    if (texts.size >= PREPARED_MAX) return false;
    texts.add(text);
    return true;
  };
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (key === 'unsafe') {
        return (text: unknown, params?: unknown, options?: Record<string, unknown>) =>
          method.call(
            target,
            text,
            params,
            prepare(text, params) ? { ...options, prepare: true } : options,
          );
      }
      if (key === 'begin' || key === 'savepoint') {
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const run = args[last] as (client: object) => unknown;
          args[last] = (inner: object) => run(preparing(inner, texts));
          return method.apply(target, args);
        };
      }
      return method.bind(target);
    },
  });
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  let database: Database;
  const inFlight = new InFlight();
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    // Statements whose plan depends on their values run unnamed (`plannedPerCall`): a plan made
    // for one search word would otherwise be kept for every other.
    const client = postgres(options.databaseUrl, { max, onnotice: () => {} });
    // Drizzle runs a query with `unsafe` and a transaction with `begin`.
    const db = drizzlePostgres({
      client: counted(preparing(client, new Set()), ['unsafe', 'begin'], inFlight),
      schema,
    });
    await migratePostgres(db, { migrationsFolder });
    database = {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db as unknown as Db),
      close: () => client.end({ timeout: 5 }),
      // postgres.js keeps one extra connection for LISTEN and re-listens after a reconnect.
      listen: async (channel, onPayload, onListen) => {
        const { unlisten } = await client.listen(channel, onPayload, onListen);
        return unlisten;
      },
      notify: async (channel, payload) => {
        await inFlight.track(client.notify(channel, payload));
      },
      pool: () => inFlight.use(max),
    };
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create(options.dataDir ? `file://${options.dataDir}` : undefined, {
      extensions: { pg_trgm, btree_gin },
    });
    // Drizzle runs a query with `query` and a transaction with `transaction`; PGlite runs one at a time.
    const db = drizzlePglite({
      client: counted(client, ['query', 'transaction'], inFlight),
      schema,
    });
    await migratePglite(db, { migrationsFolder });
    database = {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: () => ping(db as unknown as Db),
      close: () => client.close(),
      // PGlite is one connection in this process: its NOTIFY reaches its own LISTEN.
      listen: async (channel, onPayload, onListen) => {
        const unlisten = await client.listen(channel, onPayload);
        onListen?.();
        return () => unlisten();
      },
      notify: async (channel, payload) => {
        await inFlight.track(client.query('select pg_notify($1, $2)', [channel, payload]));
      },
      pool: () => inFlight.use(1),
    };
  }
  return database;
}

async function ping(db: Db) {
  const start = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true as const, ms: Math.round((performance.now() - start) * 10) / 10 };
  } catch (error) {
    return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
  }
}
