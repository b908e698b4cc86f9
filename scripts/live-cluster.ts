// `npm run test:live-cluster` (docs/server.md#two-instances): live updates across server processes.
// A throw-away PostgreSQL (scripts/pg-temp.mjs), two API server processes on it (the first migrates
// and seeds, then the second starts), and a round-robin proxy in front of them, as a load balancer
// would be. The demo account opens its event stream through the proxy (which lands on one
// instance), then renames a product through the proxy 40 times: requests alternate between the
// instances, so half the writes are answered by the instance that does not hold the stream. Each
// write's event must reach the stream within 1 s of the write's answer; the script prints the
// delivery times (median and p95 of the writes made through the other instance) and fails
// otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSseParser } from '../src/lib/live/sse-parser';
import { startPostgres } from './pg-temp.mjs';

const WRITES = 40;
const BUDGET_MS = 1000;
const secret = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];
const folders: string[] = [];

function startInstance(port: number, databaseUrl: string): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'corvane-cluster-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      // Both instances sign with the same secret: a token from one is good on the other.
      AUTH_SECRET: secret,
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  return child;
}

async function healthy(origin: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${origin} exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server on ${origin} did not answer /api/health within 2 minutes`);
}

/** A round-robin HTTP proxy: each request goes to the next instance; `served` names who answered each path. */
function roundRobin(targets: number[]): { server: Server; served: { path: string; port: number }[] } {
  let next = 0;
  const served: { path: string; port: number }[] = [];
  const server = createServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    served.push({ path: req.url ?? '', port });
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return { server, served };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  console.log('▶ PostgreSQL in a temporary folder');
  const pg = await startPostgres();
  const cleanUp = () => {
    for (const child of children) child.kill('SIGTERM');
    pg.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [portA, portB] = [8801 + Math.floor(Math.random() * 100), 8951 + Math.floor(Math.random() * 100)];
    console.log(`▶ instance A on :${portA} (migrates and seeds), then instance B on :${portB}`);
    const a = startInstance(portA, pg.url);
    await healthy(`http://127.0.0.1:${portA}`, a);
    const b = startInstance(portB, pg.url);
    await healthy(`http://127.0.0.1:${portB}`, b);
    const proxy = roundRobin([portA, portB]);
    const origin = `http://127.0.0.1:${await listen(proxy.server)}`;
    console.log(`▶ round-robin proxy on ${origin}`);

    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' }),
    });
    if (!login.ok) throw new Error(`sign-in through the proxy: ${login.status}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}` };
    const list = (await (await fetch(`${origin}/api/product/list?pageSize=1`, { headers: auth })).json()) as { items: { id: string; name: string }[] };
    const product = list.items[0]!;

    // The stream, through the proxy: it stays on whichever instance took it.
    const abort = new AbortController();
    const stream = await fetch(`${origin}/api/events`, { headers: { ...auth, Accept: 'text/event-stream' }, signal: abort.signal });
    if (!stream.ok || !stream.body) throw new Error(`GET /api/events through the proxy: ${stream.status}`);
    const streamPort = proxy.served.findLast((s) => s.path.startsWith('/api/events'))!.port;
    const arrivals = new Map<number, number>();
    let seen = 0;
    const parser = createSseParser();
    void (async () => {
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        for (const message of parser.push(value!)) {
          if (message.event !== 'change') continue;
          const event = JSON.parse(message.data) as { group: string; id: string };
          if (event.group === 'product' && event.id === product.id) arrivals.set(++seen, performance.now());
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 300));

    // ms: from the write's answer to the event on the stream (negative: the event came first, as
    // the route publishes once the change is stored, before it answers); sinceSent: from the request.
    const samples: { sameInstance: boolean; ms: number; sinceSent: number }[] = [];
    for (let i = 1; i <= WRITES; i++) {
      const sentAt = performance.now();
      const response = await fetch(`${origin}/api/product/${encodeURIComponent(product.id)}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `${product.name} (${i})` }),
      });
      const answeredAt = performance.now();
      if (!response.ok) throw new Error(`write ${i}: ${response.status}`);
      const writePort = proxy.served.findLast((s) => s.path.startsWith('/api/product/'))!.port;
      while (!arrivals.has(i) && performance.now() - answeredAt < 5_000) await new Promise((r) => setTimeout(r, 2));
      const arrived = arrivals.get(i);
      samples.push({
        sameInstance: writePort === streamPort,
        ms: arrived === undefined ? Infinity : arrived - answeredAt,
        sinceSent: arrived === undefined ? Infinity : arrived - sentAt,
      });
    }
    abort.abort();
    await fetch(`${origin}/api/product/${encodeURIComponent(product.id)}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: product.name }),
    });
    proxy.server.close();

    const sorted = (same: boolean, key: 'ms' | 'sinceSent') =>
      samples.filter((s) => s.sameInstance === same).map((s) => s[key]).sort((x, y) => x - y);
    const cross = sorted(false, 'ms');
    const f = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'never');
    const line = (same: boolean) => {
      const answer = sorted(same, 'ms');
      const sent = sorted(same, 'sinceSent');
      return `median ${f(percentile(answer, 50))}, p95 ${f(percentile(answer, 95))} after the write's answer; ${f(percentile(sent, 50))}, p95 ${f(percentile(sent, 95))} after its request`;
    };
    console.log(`\nstream held by :${streamPort}; ${WRITES} writes alternating between the instances (a negative time: the event came before the answer)`);
    console.log(`through the other instance (${cross.length}): ${line(false)}`);
    console.log(`through the stream's own instance (${WRITES - cross.length}): ${line(true)}`);
    const late = samples.filter((s) => s.ms > BUDGET_MS).length;
    if (cross.length < WRITES / 2 - 1 || late > 0) {
      console.error(`\n✖ ${late} of ${WRITES} events missing or later than ${BUDGET_MS} ms, or too few writes through the other instance (${cross.length})`);
      return 1;
    }
    console.log(`\n✔ every write's event reached the stream on the other instance within ${BUDGET_MS} ms`);
    return 0;
  } finally {
    cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  },
);
