#!/usr/bin/env node
// `npm run check:prod-install`: the built server runs from a production install (docs/server.md#run).
// Brings the builds up to date (`npm run server:build`; `--no-build` takes them as they are), copies
// package.json, package-lock.json, dist-server/ and dist/ into a temporary folder, runs
// `npm ci --omit=dev --ignore-scripts` there (from the npm registry: the slow part), checks that
// every package the bundle imports loads (and names the build tools a dependency brought), then starts
// `node dist-server/main.mjs` on PGlite in a fresh data folder and times it to the first
// `GET /api/health` 200 (migrate and seed), signs in as the demo account, fetches the app at `/`,
// stops it (SIGTERM) and times three restarts on that data folder. Budgets: first start ≤ 20 s,
// restart ≤ 3 s (the slowest of the three); exit code 1 when a check or a budget fails, unless
// `--report-only` (then only a failed check fails). `--keep` leaves the folder; `--in DIR` runs in
// such a folder again, without a new install when package-lock.json has not changed.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const budgets = { firstStart: 20_000, restart: 3_000 };
const cwd = process.cwd();
const load = () => loadavg()[0].toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const fail = (line) => {
  console.error(`check:prod-install: ${line}`);
  process.exit(1);
};

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/server.mjs', '--build-only'], { stdio: 'inherit' });
  if (build.status !== 0) fail('the build failed (its output is above)');
}
for (const file of ['dist-server/main.mjs', 'dist/index.html']) if (!existsSync(file)) fail(`${file} is missing: run \`npm run server:build\``);

// `--in DIR`: a folder kept by an earlier run (`--keep`): its install is reused when package-lock.json is the same.
const reuse = args.includes('--in') ? args[args.indexOf('--in') + 1] : null;
const dir = reuse ?? mkdtempSync(join(tmpdir(), 'corvane-prod-install-'));
const sameLock = reuse && existsSync(join(dir, 'node_modules')) && existsSync(join(dir, 'package-lock.json')) && readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
for (const path of ['dist-server', 'dist', '.data']) rmSync(join(dir, path), { recursive: true, force: true });
for (const path of ['package.json', 'package-lock.json', 'dist-server', 'dist']) cpSync(join(cwd, path), join(dir, path), { recursive: true });
let ciMs = null;
if (!sameLock) {
  console.log(`check:prod-install: ${dir}: npm ci --omit=dev --ignore-scripts (load average ${load()})`);
  const started = performance.now();
  const ci = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  if (ci.status !== 0) fail(`npm ci --omit=dev failed in ${dir} (exit code ${ci.status})`);
  ciMs = performance.now() - started;
}

// What the production install must not hold, and what the bundle must find there.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// A dependency may bring a tool along (a peer dependency): noted, since the server does not import
// it (scripts/build-server.mjs refuses a bundle that imports a package outside `dependencies`).
const devTools = ['tsx', 'vite', 'esbuild', 'typescript', 'vitest'].filter((name) => existsSync(join(dir, 'node_modules', name, 'package.json')) && !pkg.dependencies[name]);
const bundle = ['main.mjs', 'seed-cli.mjs'].map((name) => readFileSync(join(dir, 'dist-server', name), 'utf8')).join('\n');
const packageName = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.-]+)*$/i;
const packages = [...new Set([...bundle.matchAll(/(?:^import\b[^'"\n]*\bfrom|\bimport\()\s*["']([^"']+)["']/gm)].map((match) => match[1]))].filter(
  (name) => packageName.test(name) && !name.startsWith('node:'),
);
const loads = spawnSync(process.execPath, ['--input-type=module', '-e', `for (const name of ${JSON.stringify(packages)}) await import(name);`], { cwd: dir, encoding: 'utf8' });
if (loads.status !== 0) fail(`a package the server imports does not load from the production install: ${(loads.stderr.match(/Cannot find [^\n]*/) ?? [loads.stderr.trim().split('\n')[0]])[0]}`);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, '.data'), LOG_LEVEL: 'info' };
delete env.DATABASE_URL;

/** Starts the server; resolves with it and the time from the spawn to the first /api/health 200. */
async function start() {
  const began = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  while (performance.now() - began < 120_000) {
    if (child.exitCode !== null) fail(`the server exited with code ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${origin}/api/health`).then((answer) => answer.ok, () => false);
    if (ok) {
      // The server's own figures: the database opened and migrated (`database.ready`), listening since the process started.
      const database = Number(output.match(/"event":"database.ready"[^\n]*"ms":(\d+)/)?.[1]);
      const listening = Number(output.match(/"event":"listening"[^\n]*"startMs":(\d+)/)?.[1]);
      return { child, ms: performance.now() - began, database, listening };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  return fail(`no /api/health 200 within 120 s:\n${output}`);
}
const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const first = await start();
const login = await fetch(`${origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' }),
});
const page = await fetch(`${origin}/`).then(async (answer) => ({ status: answer.status, html: await answer.text() }));
const stopCode = await stop(first.child);
if (login.status !== 200) fail(`signing in as the demo account answered ${login.status}`);
if (page.status !== 200 || !page.html.includes('<div id="root"')) fail(`GET / answered ${page.status} without the app`);
if (stopCode !== 0) fail(`the server exited with code ${stopCode} on SIGTERM`);

const restarts = [];
for (let i = 0; i < 3; i++) {
  const run = await start();
  restarts.push(run);
  await stop(run.child);
}
const slowest = Math.max(...restarts.map((run) => run.ms));
const detail = (run) => `${seconds(run.ms)} (database ${seconds(run.database)}, listening at ${seconds(run.listening)})`;
const verdict = (ms, budget) => (ms <= budget ? 'PASS' : 'FAIL');
const installed = readdirSync(join(dir, 'node_modules')).flatMap((name) => (name.startsWith('@') ? readdirSync(join(dir, 'node_modules', name)) : [name])).length;
console.log(
  `check:prod-install: npm ci --omit=dev: ${ciMs === null ? 'reused' : seconds(ciMs)}, ${installed} packages at the top of node_modules; the ${packages.length} the bundle imports load${devTools.length ? `; also installed, by a dependency, not imported by the server: ${devTools.join(', ')}` : ''}`,
);
console.log(`check:prod-install: first start (migrate + seed) to /api/health 200: ${detail(first)} (budget ≤ ${seconds(budgets.firstStart)}) ${verdict(first.ms, budgets.firstStart)}`);
console.log(`check:prod-install: restart on that data folder: ${restarts.map(detail).join(', ')} (budget ≤ ${seconds(budgets.restart)}) ${verdict(slowest, budgets.restart)}`);
console.log(`check:prod-install: demo sign-in 200, the app at / 200, SIGTERM exit 0; load average ${load()}`);
if (args.includes('--keep') || reuse) console.log(`check:prod-install: kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
if (!reportOnly && (first.ms > budgets.firstStart || slowest > budgets.restart)) process.exit(1);
