// `npm run bench:server` (docs/server.md#load-bench): the API server's load bench. A throw-away
// PostgreSQL (scripts/pg-temp.mjs), the server on it (migrated and seeded by itself), then 100,000
// products and 10,000 users written straight into the tables with the columns the server writes
// (search text made with the demo's `normalize`, as server/routes/products.ts and users.ts do), and
// VACUUM ANALYZE. Then a warm-up round (4 s a phase, not counted) and rounds of phases of
// autocannon on loopback, each 12 s: a product by id (50
// connections), the product list with a filter, a search and a sort (10), a write mix of
// creates and updates with a bearer token (10), and by id again (5), each in turns with the machine's
// ceiling at the same connections (/api/health, no budget of its own). Each phase's throughput, p50/p95/p99 latency and
// non-2xx answers, the server's RSS after it, then EXPLAIN (ANALYZE, BUFFERS) of the SQL the server
// ran for one product list and one user list (read from PostgreSQL's statement log). Figures are
// printed beside their budgets; exit code 1 when one fails, unless `--report-only`.
//   npm run bench:server [-- --report-only] [-- --products=20000 --users=2000 --seconds=5 --warm-up=0]
// Its parts (startBench, listPhase, phase, memoryMb…) are exported for scripts/live-load.ts; `main`
// runs only when this file is the script run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { normalize } from '../src/lib/api-contract/list-query';
import { buildServer } from './build-server.mjs';
import { startPostgres } from './pg-temp.mjs';
import { serverBundle } from './server-launch.mjs';

/** A numeric option, `--name=N` or `--name N`. */
export const arg = (name: string, fallback: number) => {
  const at = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return fallback;
  const given = process.argv[at]!;
  const value = Number(
    given.includes('=') ? given.slice(given.indexOf('=') + 1) : process.argv[at + 1],
  );
  if (!Number.isFinite(value)) throw new Error(`--${name}: a number is expected`);
  return value;
};
export const REPORT_ONLY = process.argv.includes('--report-only');
const PRODUCTS = arg('products', 100_000);
const USERS = arg('users', 10_000);
export const SECONDS = arg('seconds', 12);
/** The warm-up round's length of a phase (`--warm-up=0`: none). */
const WARM_UP = arg('warm-up', 4);

/** Absolute budgets: the server's RSS; the list's p95 is scripts/live-load.ts's (reported there, not gated). */
export const BUDGET = { listP95: 50, rssMb: 300 };
/**
 * The budgets of issue #53, as ratios to the ceiling (/api/health at the same connections, in the
 * same round): throughput of by id (50 connections), the list and the writes (10); by id's p95 over
 * the ceiling's at 5 connections; a later round's RSS peak over the first's.
 */
export const RATIO_BUDGET = { byId: 0.4, list: 0.04, writes: 0.12, latency5: 2, rssGrowth: 0.05 };

const ADJECTIVES = [
  'coastal',
  'urban',
  'global',
  'regional',
  'daily',
  'quarterly',
  'retail',
  'marine',
  'energy',
  'freight',
  'climate',
  'housing',
  'transit',
  'health',
  'mobile',
  'rural',
  'solar',
  'payment',
  'airline',
  'grocery',
];
const NOUNS = [
  'prices',
  'footfall',
  'emissions',
  'shipments',
  'listings',
  'arrivals',
  'yields',
  'tariffs',
  'ratings',
  'permits',
  'volumes',
  'signals',
  'rents',
  'forecasts',
  'outages',
  'bookings',
  'filings',
  'stocks',
  'routes',
  'sensors',
];
const FIRST = [
  'Amina',
  'Bruno',
  'Chloé',
  'Dmitri',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Inès',
  'Jonas',
  'Keiko',
  'Lucía',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Søren',
  'Yara',
];
const LAST = [
  'Adler',
  'Benali',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Laurent',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petit',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Weber',
];
/** The list phase's searches: words of the generated names, each in about 1 product in 20. */
const SEARCH_WORDS = [
  'coastal',
  'freight',
  'emissions',
  'rents',
  'solar',
  'bookings',
  'transit',
  'yields',
];

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PhaseResult {
  name: string;
  rps: number;
  /** Every answer's latency in ms, sorted; the seconds the phase ran. */
  times: number[];
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  rssMb: number;
}

export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function healthy(origin: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error('the server did not answer /api/health within 3 minutes');
}

type Sql = postgres.Sql;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** 100,000 products made from the seeded ones: their long jsonb parts copied in SQL, the rest generated. */
async function insertProducts(sql: Sql, count: number): Promise<string[]> {
  const templates = await sql<
    { id: string; name: string; tagline: { en: string; fr: string }; tags: string[] }[]
  >`
    select id, name, tagline, tags from products order by seq`;
  if (!templates.length) throw new Error('the seed wrote no products');
  const categories = (await import('../src/lib/catalog/data-products')).categoryIds;
  const ids: string[] = [];
  const start = Date.now() - 2 * 365 * 86_400_000;
  for (let offset = 0; offset < count; offset += 5000) {
    const batch = [];
    for (let i = offset; i < Math.min(count, offset + 5000); i++) {
      const template = templates[i % templates.length]!;
      const adjective = pick(ADJECTIVES);
      const noun = pick(NOUNS);
      const id = `${adjective}-${noun}-${i}`;
      const name = `${adjective[0]!.toUpperCase()}${adjective.slice(1)} ${noun} ${i}`;
      const category = pick(categories);
      const starter = 10 * Math.floor(Math.random() * 200);
      const createdAt = new Date(start + Math.random() * 2 * 365 * 86_400_000).toISOString();
      // productSearchText (server/routes/products.ts): slug, name, taglines, category, tags.
      const search = normalize(
        [id, name, template.tagline.en, template.tagline.fr, category, ...template.tags].join(' '),
      );
      batch.push({
        id,
        tpl: template.id,
        name,
        category,
        status: Math.random() < 0.7 ? 'published' : 'draft',
        starter,
        created: createdAt,
        search,
      });
      ids.push(id);
    }
    await sql`
      insert into products (id, name, category, update_frequency, formats, history_from, tagline, description, coverage,
        schema, price_starter, price_team, price_enterprise, status, cover, images, tags, seo_title, seo_description,
        search_text, created_at, updated_at)
      select x.id, x.name, x.category, t.update_frequency, t.formats, t.history_from, t.tagline, t.description, t.coverage,
        t.schema, x.starter, x.starter * 2, x.starter * 5, x.status, t.cover, t.images, t.tags, x.name, t.seo_description,
        x.search, x.created, x.created
      from jsonb_to_recordset(${sql.json(batch)}) as x(id text, tpl text, name text, category text, status text, starter int, created timestamptz, search text)
      join products t on t.id = x.tpl`;
  }
  return ids;
}

/** 10,000 users made from the seeded ones' addresses, with their own names, emails and search text. */
async function insertUsers(sql: Sql, count: number) {
  const templates = await sql<{ id: string }[]>`select id from users order by seq`;
  const { userRoles, userStatuses } = await import('../src/lib/api-contract/user-enums');
  const start = Date.now() - 2 * 365 * 86_400_000;
  for (let offset = 0; offset < count; offset += 5000) {
    const batch = [];
    for (let i = offset; i < Math.min(count, offset + 5000); i++) {
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const email = `${normalize(name).replace(/\s+/g, '.')}.${i}@bench.example`;
      const company = `${pick(LAST)} ${pick(['Analytics', 'Logistics', 'Partners', 'Labs', 'Group'])}`;
      const phone = `+33 6 ${String(10_000_000 + i).slice(0, 8)}`;
      const created = new Date(start + Math.random() * 2 * 365 * 86_400_000).toISOString();
      // userSearchText (server/routes/users.ts): name, email, company, phone number.
      const search = normalize(`${name} ${email} ${company} ${phone}`);
      batch.push({
        id: randomUUID(),
        tpl: templates[i % templates.length]!.id,
        name,
        email,
        company,
        phone,
        role: pick(userRoles),
        status: pick(userStatuses),
        created,
        search,
      });
    }
    await sql`
      insert into users (id, name, email, phone_country, phone_number, country, state, city, address, zip_code, company,
        role, status, is_verified, avatar_url, search_text, created_at, updated_at)
      select x.id, x.name, x.email, t.phone_country, x.phone, t.country, t.state, t.city, t.address, t.zip_code, x.company,
        x.role, x.status, t.is_verified, null, x.search, x.created, x.created
      from jsonb_to_recordset(${sql.json(batch)}) as x(id text, tpl text, name text, email text, company text, phone text, role text, status text, created timestamptz, search text)
      join users t on t.id = x.tpl`;
  }
}

export interface PhaseOptions {
  name: string;
  connections: number;
  headers: Record<string, string>;
  /** The next request: method, path and body. */
  next: () => { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: string };
  /** How long it runs (SECONDS unless given). */
  seconds?: number;
}

export async function phase(
  origin: string,
  pid: number,
  options: PhaseOptions,
): Promise<PhaseResult> {
  const times: number[] = [];
  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<autocannon.Result>(
    (resolve, reject) => ((finish = resolve), (fail = reject)),
  );
  const instance = autocannon(
    {
      url: origin,
      connections: options.connections,
      duration: options.seconds ?? SECONDS,
      headers: options.headers,
      requests: [
        {
          setupRequest: (request) => {
            const next = options.next();
            return {
              ...request,
              method: next.method,
              path: next.path,
              ...(next.body === undefined ? {} : { body: next.body }),
            };
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
  );
  const result = await done;
  times.sort((a, b) => a - b);
  const seconds = result.duration || options.seconds || SECONDS;
  return {
    name: options.name,
    rps: result.requests.total / seconds,
    times,
    seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssMb: memoryMb(pid).rss,
  };
}

/** The statements the server ran (its PostgreSQL log with every statement's duration), with their parameters. */
function executedStatements(log: string): { text: string; params: string[] }[] {
  const lines = log.split('\n');
  const found: { text: string; params: string[] }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /LOG:\s+duration: [\d.]+ ms\s+execute [^:]+: (.*)$/.exec(lines[i]!);
    if (!m) continue;
    const detail = /DETAIL:\s+parameters: (.*)$/.exec(lines[i + 1] ?? '');
    const params = detail
      ? [...detail[1]!.matchAll(/\$\d+ = ('(?:[^']|'')*'|NULL)/g)].map((p) => p[1]!)
      : [];
    found.push({ text: m[1]!, params });
  }
  return found;
}

async function explainLists(
  sql: Sql,
  origin: string,
  auth: Record<string, string>,
  logFile: string,
  productList: string,
  userList: string,
) {
  const from = statSync(logFile).size;
  await sql`alter system set log_min_duration_statement = 0`;
  await sql`select pg_reload_conf()`;
  await sleep(500);
  // Statements logged from here on (after the marker): requests still in flight from the write phase stay out.
  await sql.unsafe(`select 'bench-explain-marker'`);
  for (const path of [productList, userList]) {
    const answer = await fetch(`${origin}${path}`, { headers: auth });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  }
  await sleep(300);
  await sql`alter system reset log_min_duration_statement`;
  await sql`select pg_reload_conf()`;
  const logged = readFileSync(logFile).subarray(from).toString('utf8');
  const statements = executedStatements(
    logged.slice(Math.max(0, logged.indexOf('bench-explain-marker'))),
  )
    // The token check's account lookup is left out: the lists' own statements.
    .filter((s) => /from "(products|users)"/.test(s.text) && !/from "accounts"/.test(s.text));
  const summary: string[] = [];
  for (const [n, statement] of statements.entries()) {
    const name = `bench_${n}`;
    await sql.unsafe(`prepare ${name} as ${statement.text}`);
    const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
      `explain (analyze, buffers) execute ${name}${statement.params.length ? `(${statement.params.join(', ')})` : ''}`,
    );
    await sql.unsafe(`deallocate ${name}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const indexes = [
      ...new Set(
        [
          ...plan.matchAll(
            /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
          ),
        ].map((m) => m[1]!),
      ),
    ];
    const seqScans = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))];
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
    console.log(
      `\n── ${statement.text.slice(0, 160)}${statement.text.length > 160 ? '…' : ''}\n   parameters: ${statement.params.join(', ') || '—'}\n${plan}`,
    );
    summary.push(
      `${time.padStart(8)} ms  indexes: ${indexes.join(', ') || '—'}${seqScans.length ? `  seq scans: ${seqScans.join(', ')}` : ''}  ← ${statement.text.slice(0, 70)}…`,
    );
  }
  console.log('\n▶ plans, summary (execution time, indexes used, sequential scans):');
  for (const line of summary) console.log(`  ${line}`);
}

/** The bench's server with its data, signed in: what the phases need. */
export interface Bench {
  origin: string;
  /** The server process (the primary with WORKERS), for its RSS. */
  pid: number;
  /** The server's processes: `pid` and, with WORKERS, its workers. */
  pids: () => number[];
  sql: Sql;
  productIds: string[];
  accessToken: string;
  auth: Record<string, string>;
  /** A stored product's fields, as a POST /api/product body takes them. */
  input: Record<string, unknown>;
  categories: readonly string[];
  /** A path of the list phase (b): a category and a search word at random. */
  listPath: () => string;
  /** Stops the server and starts it again on the same database and port with `workers` processes. */
  restart: (workers: number) => Promise<void>;
  /** Stops the server and PostgreSQL, removes their folders. */
  cleanUp: () => Promise<void>;
}

/** The processes whose parent is `pid` (the workers of a WORKERS=N primary). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The server as production runs it (`npm start`: esbuild's bundle, plain Node). */
async function bundleServer(): Promise<string> {
  // The production build itself (npm run build:server), into dist-server/ as `npm start` runs it.
  await buildServer();
  return join(process.cwd(), serverBundle.entry);
}

/**
 * PostgreSQL, the server on it (migrated, seeded), the generated rows, VACUUM ANALYZE, a token.
 * The server is the compiled bundle (as `npm start` runs it), or server/main.ts through tsx with
 * `fromSources` (tsx's loader adds some 40 MB of RSS and its own thread).
 */
export async function startBench(
  options: { serverArgs?: string[]; fromSources?: boolean } = {},
): Promise<Bench> {
  const entry = options.fromSources
    ? ['--import', 'tsx', 'server/main.ts']
    : ['--enable-source-maps', await bundleServer()];
  console.log('▶ PostgreSQL in a temporary folder');
  const pg = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'corvane-bench-'));
  let server: ChildProcess | undefined;
  let workerPids: number[] = [];
  const sql = postgres(pg.url, { max: 2, onnotice: () => {} });
  const secret = randomBytes(32).toString('hex');
  const stopServer = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  };
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await stopServer();
    await sql.end({ timeout: 5 });
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const startServer = async (workers: number) => {
      server = spawn(process.execPath, [...(options.serverArgs ?? []), ...entry], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: pg.url,
          DATA_DIR: dataDir,
          STATIC_DIR: '',
          AUTH_SECRET: secret,
          LOG_LEVEL: 'warn',
          WORKERS: String(workers),
        },
      });
      await healthy(origin, server);
      // Every worker up: as many children as asked for (each answers /api/health once it listens).
      const deadline = Date.now() + 60_000;
      workerPids = [];
      while (workers > 1 && Date.now() < deadline) {
        workerPids = childrenOf(server.pid!);
        if (workerPids.length >= workers) break;
        await sleep(250);
      }
      if (workers > 1) await sleep(2000);
    };
    await startServer(1);
    const pid = server!.pid!;
    console.log(
      `▶ server on ${origin} (pid ${pid}), migrated and seeded; RSS ${memoryMb(pid).rss.toFixed(0)} MB`,
    );

    const t = Date.now();
    const productIds = await insertProducts(sql, PRODUCTS);
    await insertUsers(sql, USERS);
    await sql`vacuum analyze products`;
    await sql`vacuum analyze users`;
    const [sizes] = await sql<{ products: string; users: string; database: string }[]>`
      select (select count(*) from products)::text as products, (select count(*) from users)::text as users,
        pg_size_pretty(pg_database_size(current_database())) as database`;
    console.log(
      `▶ inserted ${PRODUCTS} products and ${USERS} users in ${((Date.now() - t) / 1000).toFixed(1)} s: ${sizes!.products} products, ${sizes!.users} users, database ${sizes!.database}`,
    );

    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}` };
    // No XSRF-TOKEN cookie is ever sent, so the writes need no X-XSRF-TOKEN (docs/server.md#security).
    const template = (
      (await (
        await fetch(`${origin}/api/product/details?id=${productIds[0]}`, { headers: auth })
      ).json()) as { product: Record<string, unknown> }
    ).product;
    const {
      subscribers: _s,
      revenue: _r,
      rating: _ra,
      reviewCount: _rc,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = template;

    const categories = (await import('../src/lib/catalog/data-products')).categoryIds;
    const listPath = () =>
      `/api/product/list?status=published&category=${pick(categories)}&q=${pick(SEARCH_WORDS)}&sort=price&order=desc&pageSize=20`;
    const bench: Bench = {
      origin,
      pid,
      pids: () => [bench.pid, ...workerPids],
      sql,
      productIds,
      accessToken,
      auth,
      input,
      categories,
      listPath,
      restart: async (workers) => {
        await stopServer();
        await startServer(workers);
        bench.pid = server!.pid!;
      },
      cleanUp,
    };
    return bench;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Phase (b): the product list with a filter, a search and a sort, 10 connections, SECONDS s. */
export const listPhase = (bench: Bench, name = 'list') =>
  phase(bench.origin, bench.pid, {
    name,
    connections: 10,
    headers: bench.auth,
    next: () => ({ method: 'GET', path: bench.listPath() }),
  });

/** The sum of the processes' RSS, sampled every 100 ms: the highest sum seen since `reset`. */
function rssSampler(pids: () => number[]) {
  let peak = 0;
  const sample = () => {
    let sum = 0;
    for (const pid of pids()) {
      try {
        sum += memoryMb(pid).rss;
      } catch {
        // a process that has just exited
      }
    }
    peak = Math.max(peak, sum);
    return sum;
  };
  const timer = setInterval(sample, 100);
  timer.unref();
  return {
    /** The highest sum since the last reset, and restarts from now. */
    take: () => {
      sample();
      const value = peak;
      peak = 0;
      return value;
    },
    now: sample,
    stop: () => clearInterval(timer),
  };
}

/** A phase of a round: its ceiling (the same connections on /api/health) or a measured call. */
interface RoundPhase {
  key: 'ceiling50' | 'byId50' | 'ceiling10' | 'list' | 'ceiling10w' | 'writes' | 'ceiling5' | 'byId5';
  label: string;
  connections: number;
  ceiling?: RoundPhase['key'];
}
const ROUND: RoundPhase[] = [
  { key: 'ceiling50', label: 'ceiling, /api/health', connections: 50 },
  { key: 'byId50', label: 'product by id', connections: 50, ceiling: 'ceiling50' },
  { key: 'ceiling10', label: 'ceiling, /api/health', connections: 10 },
  { key: 'list', label: 'product list', connections: 10, ceiling: 'ceiling10' },
  { key: 'ceiling10w', label: 'ceiling, /api/health', connections: 10 },
  { key: 'writes', label: 'writes', connections: 10, ceiling: 'ceiling10w' },
  { key: 'ceiling5', label: 'ceiling, /api/health', connections: 5 },
  { key: 'byId5', label: 'product by id', connections: 5, ceiling: 'ceiling5' },
];
/**
 * A measured phase and its ceiling run in turns, SLICES slices of each, in the order ceiling,
 * phase, phase, ceiling, ceiling, phase… so that a machine that speeds up or slows down during
 * the pair weighs on both alike (the ceiling moved by half between phases run one after the other).
 */
const SLICES = 4;

/** Slices of one phase as one result: answers and seconds summed, latencies pooled. */
function pooled(slices: PhaseResult[]): PhaseResult {
  const times = slices.flatMap((r) => r.times).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, r) => sum + r.seconds, 0);
  const requests = slices.reduce((sum, r) => sum + r.requests, 0);
  return {
    name: slices[0]!.name,
    rps: requests / seconds,
    times,
    seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests,
    non2xx: slices.reduce((sum, r) => sum + r.non2xx, 0),
    errors: slices.reduce((sum, r) => sum + r.errors, 0),
    rssMb: slices.at(-1)!.rssMb,
  };
}

interface Round {
  results: Record<RoundPhase['key'], PhaseResult>;
  /** The highest RSS sampled during the round (all the server's processes summed). */
  peakRssMb: number;
  /** The by-id phase's slices at 50 connections, on the monotonic clock in µs (for the CPU profile). */
  byIdWindows: [number, number][];
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** One round of the seven phases against the running server, each `seconds` long (with its ceiling as long). */
async function runRound(bench: Bench, title: string, seconds = SECONDS): Promise<Round> {
  const { origin, productIds, auth, input, listPath } = bench;
  const sampler = rssSampler(bench.pids);
  sampler.take();
  const results = {} as Round['results'];
  const byIdWindows: [number, number][] = [];
  let created = 0;
  const runId = randomBytes(3).toString('hex');
  const byId = (): ReturnType<PhaseOptions['next']> => ({
    method: 'GET',
    path: `/api/product/details?id=${pick(productIds)}`,
  });
  const write = (): ReturnType<PhaseOptions['next']> => {
    if (Math.random() < 1 / 3) {
      const n = created++;
      return {
        method: 'POST',
        path: '/api/product',
        body: JSON.stringify({ ...input, id: `bench-${runId}-${n}`, name: `Bench product ${n}` }),
      };
    }
    const starter = 10 * Math.floor(Math.random() * 200);
    return {
      method: 'PATCH',
      path: `/api/product/${pick(productIds)}`,
      body: JSON.stringify({
        name: `${pick(ADJECTIVES)} ${pick(NOUNS)} edited`,
        prices: { starter, team: starter * 2, enterprise: starter * 5 },
      }),
    };
  };
  const calls: Record<
    RoundPhase['key'],
    { headers: Record<string, string>; next: PhaseOptions['next']; what: string }
  > = {
    ceiling50: { headers: {}, next: () => ({ method: 'GET', path: '/api/health' }), what: '' },
    ceiling10: { headers: {}, next: () => ({ method: 'GET', path: '/api/health' }), what: '' },
    ceiling10w: { headers: {}, next: () => ({ method: 'GET', path: '/api/health' }), what: '' },
    ceiling5: { headers: {}, next: () => ({ method: 'GET', path: '/api/health' }), what: '' },
    byId50: {
      headers: auth,
      next: byId,
      what: `GET /api/product/details?id=<random of ${productIds.length}>`,
    },
    byId5: { headers: auth, next: byId, what: 'the same, for its latency' },
    list: {
      headers: auth,
      next: () => ({ method: 'GET', path: listPath() }),
      what: `GET ${listPath()} (category and q varied)`,
    },
    writes: {
      headers: { ...auth, 'Content-Type': 'application/json' },
      next: write,
      what: '1 in 3 POST /api/product (a new slug), 2 in 3 PATCH /api/product/<random id> (name and prices)',
    },
  };
  console.log(`▶ ${title}`);
  for (const step of ROUND.filter((s) => s.ceiling)) {
    const ceiling = ROUND.find((s) => s.key === step.ceiling)!;
    const call = calls[step.key];
    console.log(
      `  ${step.label}: ${step.connections} connections, ${seconds} s${call.what ? `: ${call.what}` : ''}; its ceiling as long, in ${SLICES} turns each`,
    );
    const slices: Record<string, PhaseResult[]> = { [step.key]: [], [ceiling.key]: [] };
    for (let n = 0; n < SLICES; n++) {
      // ceiling, phase | phase, ceiling | ceiling, phase…
      const order = n % 2 === 0 ? [ceiling, step] : [step, ceiling];
      for (const part of order) {
        const from = monotonicUs();
        slices[part.key]!.push(
          await phase(origin, bench.pid, {
            name: part.key,
            connections: part.connections,
            headers: calls[part.key].headers,
            next: calls[part.key].next,
            seconds: seconds / SLICES,
          }),
        );
        if (part.key === 'byId50') byIdWindows.push([from, monotonicUs()]);
      }
    }
    results[step.key] = pooled(slices[step.key]!);
    results[ceiling.key] = pooled(slices[ceiling.key]!);
  }
  const peakRssMb = sampler.take();
  sampler.stop();
  return { results, peakRssMb, byIdWindows };
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const percent = (n: number) => `${(100 * n).toFixed(n < 0.1 ? 1 : 0)} %`;

/** A round's table: each phase's figures and its ratio to the ceiling at the same connections. */
function printRound(round: Round) {
  console.log(
    '  phase                       conn   req/s  ratio   p50 ms  p95 ms  p99 ms  requests  non-2xx  errors',
  );
  for (const step of ROUND) {
    const r = round.results[step.key];
    const ceiling = step.ceiling ? round.results[step.ceiling] : undefined;
    const ratio = ceiling ? percent(r.rps / ceiling.rps) : '';
    console.log(
      `  ${step.label.padEnd(27)} ${String(step.connections).padStart(4)}  ${fixed(r.rps).padStart(6)}  ${ratio.padStart(6)}  ${fixed(r.p50, 1).padStart(7)} ${fixed(r.p95, 1).padStart(7)} ${fixed(r.p99, 1).padStart(7)}  ${String(r.requests).padStart(8)}  ${String(r.non2xx).padStart(7)}  ${String(r.errors).padStart(6)}`,
    );
  }
  console.log(`  peak RSS during the round: ${fixed(round.peakRssMb)} MB`);
}

type Check = [label: string, value: string, budget: string, ok: boolean];

/** The ratio budgets of one round (docs/server.md#load-bench). */
function roundChecks(round: Round, n: number): Check[] {
  const r = round.results;
  const ratio = (key: RoundPhase['key'], ceiling: RoundPhase['key']) => r[key].rps / r[ceiling].rps;
  const byId = ratio('byId50', 'ceiling50');
  const list = ratio('list', 'ceiling10');
  const writes = ratio('writes', 'ceiling10w');
  const latency = r.byId5.p95 / r.ceiling5.p95;
  return [
    [
      `${n}: by id / ceiling, 50 conn.`,
      percent(byId),
      `≥ ${percent(RATIO_BUDGET.byId)}`,
      byId >= RATIO_BUDGET.byId,
    ],
    [
      `${n}: list / ceiling, 10 conn.`,
      percent(list),
      `≥ ${percent(RATIO_BUDGET.list)}`,
      list >= RATIO_BUDGET.list,
    ],
    [
      `${n}: writes / ceiling, 10 conn.`,
      percent(writes),
      `≥ ${percent(RATIO_BUDGET.writes)}`,
      writes >= RATIO_BUDGET.writes,
    ],
    [
      `${n}: by id p95 / ceiling p95, 5 conn.`,
      `${latency.toFixed(2)}× (${fixed(r.byId5.p95, 1)} / ${fixed(r.ceiling5.p95, 1)} ms)`,
      `≤ ${RATIO_BUDGET.latency5}×`,
      latency <= RATIO_BUDGET.latency5,
    ],
    ...ROUND.map((step): Check => {
      const bad = r[step.key].non2xx + r[step.key].errors;
      return [`${n}: ${step.key} non-2xx + errors`, String(bad), '= 0', bad === 0];
    }),
  ];
}

/**
 * The top self-time entries of a V8 CPU profile (`node --cpu-prof`), counting only the samples
 * taken within `windows` (µs on the monotonic clock, which V8's sample times use too).
 */
export function profileTop(file: string, windows: [number, number][], top = 15) {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[];
    startTime: number;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  let counted = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (!windows.some(([from, to]) => at >= from && at <= to)) continue;
    const frame = byId.get(profile.samples[i]!)?.callFrame;
    if (!frame) continue;
    const where = frame.url
      ? `${frame.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'}${where ? `  ${where}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    counted++;
  }
  const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
  return {
    samples: counted,
    idle: counted ? idle / counted : 0,
    top: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => ({ name, share: n / counted })),
  };
}

async function main() {
  const started = Date.now();
  const rounds = Math.max(1, arg('rounds', 2));
  const compareWorkers = process.argv.includes('--compare-workers');
  const profileAt = process.argv
    .find((a) => a.startsWith('--profile='))
    ?.slice('--profile='.length);
  const profileDir = profileAt ? mkdtempSync(join(profileAt, 'cpu-')) : null;
  console.log(
    `▶ load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )} (${process.env.npm_lifecycle_event ?? 'bench-server'}); ${rounds} round(s) against one server process${compareWorkers ? ', then 2 processes' : ''}${profileDir ? `; CPU profile in ${profileDir}` : ''}`,
  );
  const bench = await startBench({
    serverArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    fromSources: process.argv.includes('--tsx'),
  });
  const { origin, sql, auth, categories, pid } = bench;
  try {
    // A warm-up round, not counted: every call once through the JIT, on each of the pool's
    // connections (its prepared statements) and through PostgreSQL's caches, and the heap grown to
    // its working size. Without it the first round measured the start-up: every ratio worse than in
    // the rounds after it, and its RSS peak read as growth in the next (docs/server.md#load-bench).
    if (WARM_UP > 0) await runRound(bench, `warm-up (${WARM_UP} s a phase, not counted)`, WARM_UP);
    const done: Round[] = [];
    for (let n = 1; n <= rounds; n++) {
      done.push(await runRound(bench, `round ${n} of ${rounds}, 1 process (pid ${pid})`));
    }
    const afterRounds = memoryMb(pid);
    const load = loadavg();

    console.log('\n▶ results, 1 process (ratio: req/s over the ceiling at the same connections)');
    for (const [i, round] of done.entries()) {
      console.log(`  round ${i + 1}`);
      printRound(round);
    }

    const checks: Check[] = done.flatMap((round, i) => roundChecks(round, i + 1));
    const peak = Math.max(afterRounds.peak, ...done.map((r) => r.peakRssMb));
    checks.push([
      'server RSS, highest of the run',
      `${fixed(peak)} MB`,
      `≤ ${BUDGET.rssMb} MB`,
      peak <= BUDGET.rssMb,
    ]);
    if (done.length > 1) {
      const first = done[0]!.peakRssMb;
      const last = done.at(-1)!.peakRssMb;
      const allowed = first * (1 + RATIO_BUDGET.rssGrowth);
      checks.push([
        `RSS peak, round ${done.length} over round 1`,
        `${fixed(last)} / ${fixed(first)} MB`,
        `≤ +${percent(RATIO_BUDGET.rssGrowth)}`,
        last <= allowed,
      ]);
    }

    let workers: Round | undefined;
    if (compareWorkers) {
      await bench.restart(2);
      console.log(
        `\n▶ the server again with WORKERS=2 (primary ${bench.pid}, workers ${bench.pids().slice(1).join(', ')}), same database`,
      );
      workers = await runRound(bench, 'one round, 2 processes');
      const one = done.at(-1)!;
      console.log(
        '\n▶ 1 and 2 processes, side by side (req/s; p95 ms; ratio to the ceiling of the same processes)',
      );
      console.log(
        '  phase                       conn      1 process: req/s  p95  ratio      2 processes: req/s  p95  ratio',
      );
      for (const step of ROUND) {
        const cell = (round: Round) => {
          const r = round.results[step.key];
          const c = step.ceiling ? round.results[step.ceiling] : undefined;
          return `${fixed(r.rps).padStart(6)} ${fixed(r.p95, 1).padStart(7)} ${(c ? percent(r.rps / c.rps) : '').padStart(6)}`;
        };
        console.log(
          `  ${step.label.padEnd(27)} ${String(step.connections).padStart(4)}           ${cell(one)}                 ${cell(workers)}`,
        );
      }
      console.log(
        `  RSS peak: ${fixed(one.peakRssMb)} MB (1 process), ${fixed(workers.peakRssMb)} MB (primary and 2 workers)`,
      );
    }

    console.log(
      `\n▶ budget (load average now ${load.map((l) => l.toFixed(2)).join(' ')}; RSS after the rounds ${fixed(afterRounds.rss)} MB, highest ${fixed(afterRounds.peak)} MB)`,
    );
    for (const [label, value, budget, ok] of checks) {
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(40)} ${value.padStart(24)}  (budget ${budget})`,
      );
    }
    const failed = checks.some(([, , , ok]) => !ok);

    if (!compareWorkers) {
      const [{ data_directory: pgData } = { data_directory: '' }] = await sql<
        { data_directory: string }[]
      >`select current_setting('data_directory') as data_directory`;
      await explainLists(
        sql,
        origin,
        auth,
        join(dirname(pgData), 'log'),
        `/api/product/list?status=published&category=${categories[0]}&q=freight&sort=price&order=desc&pageSize=20`,
        '/api/user/list?status=active&q=garcia&sort=name&order=asc&pageSize=20',
      );
    }
    if (profileDir) {
      // The profile is written when the server exits.
      await bench.cleanUp();
      const file = readdirSync(profileDir)
        .filter((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.`))
        .map((f) => join(profileDir, f))
        .sort((a, b) => statSync(b).size - statSync(a).size)[0];
      if (!file) console.log('\n▶ no CPU profile was written');
      else {
        const found = profileTop(
          file,
          done.flatMap((r) => r.byIdWindows),
        );
        console.log(
          `\n▶ CPU profile of the server over the by-id phases (${found.samples} samples, idle ${percent(found.idle)}; ${file}), self time:`,
        );
        for (const entry of found.top)
          console.log(`  ${percent(entry.share).padStart(7)}  ${entry.name}`);
      }
    }
    console.log(
      `\n▶ done in ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? (REPORT_ONLY ? ' (a budget failed; --report-only)' : ': a budget failed') : ''}`,
    );
    if (failed && !REPORT_ONLY) process.exitCode = 1;
  } finally {
    await bench.cleanUp();
  }
}

const isScript = (() => {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();
if (isScript)
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
