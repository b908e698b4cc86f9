#!/usr/bin/env node
// `npm run bench [-- /route ...] [--runs N] [--no-build] [--no-prerender]`: builds as `npm run build`
// does (with the prerendered marketing pages; --no-prerender for the plain app), serves dist/ with gzip, and prints
// per route the initial JS and CSS (gzip bytes fetched by the first load) and Lighthouse's mobile
// performance score, FCP, LCP, TBT and CLS (median of N runs, default 3), with the system Chromium.
// Lighthouse is fetched on demand with npx, so it is not part of the project's install.
// `npm run bench -- --dashboard [--runs N] [--no-lighthouse]` measures the signed-in dashboard
// instead (scripts/bench-dashboard.mjs, median of 5 by default).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { serveDist } from './serve-dist.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const BUDGET = { jsKiB: 150, lcpMs: 2000, cls: 0.02, tbtMs: 150 };
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const routes = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs');
const targets = routes.length ? routes : ['/', '/about-us', '/consulting', '/product', '/chooseus', '/contact-us'];
const chrome = ensureChromium();
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!args.includes('--no-build')) {
  const steps = [['npx', ['vite', 'build', '--logLevel', 'warn']]];
  if (!args.includes('--no-prerender')) steps.push(['node', ['scripts/prerender.mjs']]);
  for (const [cmd, argv] of steps) {
    const r = spawnSync(cmd, argv, { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (args.includes('--dashboard')) {
  const { benchDashboard } = await import('./bench-dashboard.mjs');
  await benchDashboard({ runs: runsAt >= 0 ? runs : 5, lighthouse: !args.includes('--no-lighthouse'), chrome, flags, LIGHTHOUSE });
  process.exit(0);
}

const port = 4300 + Math.floor(Math.random() * 500);
const server = await serveDist(port);
const base = `http://127.0.0.1:${port}`;

// Initial bytes: every script and stylesheet the first load of the route fetches, as sent (gzip).
const require = createRequire(join(process.cwd(), 'package.json'));
const { chromium } = require('playwright-core');
const browser = await chromium.launch({ executablePath: chrome, args: flags.slice(1) });
async function initialBytes(route) {
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0, api: 0 };
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    const url = request.url();
    if (url.includes('/api/')) sizes.api += 1;
    if (type !== 'script' && type !== 'stylesheet') return;
    const s = await request.sizes().catch(() => null);
    if (s) sizes[type === 'script' ? 'js' : 'css'] += s.responseBodySize;
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.close();
  return sizes;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// Lighthouse runs as a child process while this process serves dist/, so it must not block the
// event loop (spawnSync would leave the page's requests unanswered).
function run(cmd, argv, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, options);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

async function lighthouse(route) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = join('bench-results', `lighthouse-${route.replace(/\W+/g, '_') || 'home'}-${i}.json`);
    const r = await run('npx', ['-y', LIGHTHOUSE, base + route, '--quiet', '--output=json', `--output-path=${out}`,
      '--only-categories=performance', '--form-factor=mobile',
      `--chrome-flags=${flags.join(' ')}`], {
      env: { ...process.env, CHROME_PATH: chrome },
    });
    if (r.status !== 0) {
      console.error(`lighthouse failed for ${route}: ${(r.stderr || '').split('\n').slice(-5).join('\n')}`);
      return null;
    }
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const a = lhr.audits;
    results.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
    });
  }
  const pick = (k) => median(results.map((x) => x[k]));
  return { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') };
}

mkdirSync('bench-results', { recursive: true });
const rows = [];
for (const route of targets) {
  const bytes = await initialBytes(route);
  const lh = args.includes('--no-lighthouse') ? null : await lighthouse(route);
  rows.push({ route, jsKiB: bytes.js / 1024, cssKiB: bytes.css / 1024, apiCalls: bytes.api, ...lh });
}
await browser.close();
server.close();

const f = (n, d = 0) => (n === undefined || n === null ? '-' : Number(n).toFixed(d));
console.log(`\nroute                 JS KiB  CSS KiB  /api  score   FCP ms   LCP ms  TBT ms    CLS   (Lighthouse mobile, median of ${runs})`);
for (const r of rows) {
  console.log(`${r.route.padEnd(20)} ${f(r.jsKiB, 1).padStart(7)} ${f(r.cssKiB, 1).padStart(8)} ${String(r.apiCalls).padStart(5)} ${f(r.score).padStart(6)} ${f(r.fcp).padStart(8)} ${f(r.lcp).padStart(8)} ${f(r.tbt).padStart(7)} ${f(r.cls, 3).padStart(6)}`);
}
const home = rows.find((r) => r.route === '/');
if (home) {
  const checks = [
    ['initial JS', home.jsKiB <= BUDGET.jsKiB, `${f(home.jsKiB, 1)} KiB ≤ ${BUDGET.jsKiB}`],
    ['LCP', home.lcp === undefined || home.lcp <= BUDGET.lcpMs, `${f(home.lcp)} ms ≤ ${BUDGET.lcpMs}`],
    ['CLS', home.cls === undefined || home.cls <= BUDGET.cls, `${f(home.cls, 3)} ≤ ${BUDGET.cls}`],
    ['TBT', home.tbt === undefined || home.tbt <= BUDGET.tbtMs, `${f(home.tbt)} ms ≤ ${BUDGET.tbtMs}`],
  ];
  console.log('\nhome page budget:');
  for (const [name, ok, text] of checks) console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name}: ${text}`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(join('bench-results', 'bench.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));

