// `npm run test:server-crash` (docs/server.md#nothing-lost): nothing answered is lost.
// 1. The server on a throw-away PostgreSQL (scripts/pg-temp.mjs) takes a burst of writes (saved
//    views, eight at a time, one in ten refused as a second use of a name) and is killed with
//    SIGKILL in the middle of it. Restarted on the same
//    database: every write it had answered 2xx is there, none it refused is (a write whose answer
//    never came may be either: its client was told nothing).
// 2. The database stops under the running server: a request is answered at once with 503 and a
//    message (the app shows its error with Retry), /api/health says 503; the database starts again
//    and the same server answers 200 without a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './pg-temp.mjs';

const TABLE = 'crash-test';
const secret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'corvane-crash-'));
const port = 8601 + Math.floor(Math.random() * 150);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;

function start(databaseUrl: string) {
  // Node itself with tsx as a loader (not the tsx command, which runs the server in a child
  // process): SIGKILL must reach the process that serves.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, STATIC_DIR: '', AUTH_SECRET: secret, LOG_LEVEL: 'silent' },
  });
  return server;
}

async function healthy(child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error('the server exited while starting');
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

async function signIn() {
  const r = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' }),
  });
  if (!r.ok) throw new Error(`sign-in: ${r.status}`);
  return { Authorization: `Bearer ${((await r.json()) as { accessToken: string }).accessToken}` };
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) failures.push(what);
};

async function main() {
  console.log('▶ PostgreSQL in a temporary folder, the server on it');
  const pg = await startPostgres();
  try {
    await healthy(start(pg.url));
    let auth = await signIn();

    // 1. A burst of writes, killed in the middle.
    const answered = new Set<string>();
    const refused = new Set<string>();
    let unanswered = 0;
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        // Every tenth write takes a name already used: the server refuses it (409), and it must not
        // be stored a second time.
        const n = ++next;
        const name = n % 10 === 0 && n > 10 ? `write ${n - 5}` : `write ${n}`;
        try {
          const r = await fetch(`${origin}/api/view`, {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ table: TABLE, name, search: { q: name }, hiddenColumns: [] }),
          });
          if (r.ok) answered.add(name);
          else refused.add(`${name} (again)`);
        } catch {
          unanswered++;
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (answered.size < 150) await new Promise((r) => setTimeout(r, 5));
    server!.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    console.log(`killed with SIGKILL after ${answered.size} writes answered 2xx, ${refused.size} refused, ${unanswered} without an answer`);

    await healthy(start(pg.url));
    auth = await signIn();
    const list = (await (await fetch(`${origin}/api/view/list?table=${TABLE}`, { headers: auth })).json()) as { items: { name: string }[] };
    const stored = new Set(list.items.map((v) => v.name));
    const lost = [...answered].filter((name) => !stored.has(name));
    check(lost.length === 0, `every write answered 2xx is stored after the restart (${answered.size}; lost: ${lost.join(', ') || 'none'})`);
    check(refused.size > 0 && list.items.length === stored.size, `no refused write is stored (${refused.size} refused; ${list.items.length - stored.size} names stored twice)`);
    check(stored.size <= answered.size + unanswered, `nothing else is stored (${stored.size} stored)`);

    // 2. The database stops under the running server, then comes back.
    pg.pause();
    const t0 = performance.now();
    const down = await fetch(`${origin}/api/product/list`, { headers: auth, signal: AbortSignal.timeout(15_000) }).catch(() => null);
    const downMs = performance.now() - t0;
    const body = down ? ((await down.json().catch(() => ({}))) as { message?: string }) : {};
    check(down?.status === 503 && Boolean(body.message) && downMs < 10_000, `with the database stopped a list is answered 503 with a message in ${Math.round(downMs)} ms (${down?.status ?? 'no answer'}: ${body.message ?? ''})`);
    check(down?.headers.get('retry-after') === '5', 'and says when to try again (Retry-After)');
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    check(health?.status === 503, `/api/health says 503 (${health?.status ?? 'no answer'})`);

    pg.resume();
    const deadline = Date.now() + 30_000;
    let back: Response | null = null;
    while (Date.now() < deadline) {
      back = await fetch(`${origin}/api/product/list`, { headers: auth }).catch(() => null);
      if (back?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    check(Boolean(back?.ok), `the database back, the same server answers the list again (${back?.status ?? 'no answer'}), not restarted`);
    check(server!.exitCode === null && !server!.signalCode, 'the server process kept running throughout');
    server!.kill('SIGTERM');
  } finally {
    server?.kill('SIGKILL');
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    server?.kill('SIGKILL');
    process.exit(1);
  },
);
