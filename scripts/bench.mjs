#!/usr/bin/env node
// `npm run bench [-- /route ...] [--runs N] [--no-build] [--no-prerender]`: builds as `npm run build`
// does (with the prerendered marketing pages; --no-prerender for the plain app), serves dist/ with gzip, and prints
// per route the initial JS and CSS (gzip bytes fetched by the first load) and Lighthouse's mobile
// performance score, FCP, LCP, TBT and CLS (median of N runs, default 3), with the system Chromium.
// Then the first interactions with the CPU throttled 4x (--no-interactions skips them).
// Lighthouse is fetched on demand with npx, so it is not part of the project's install.
// `npm run bench -- --dashboard [--runs N] [--no-lighthouse] [--h2] [--peer DIR] [--dist DIR]` measures the signed-in
// dashboard instead (scripts/bench-dashboard.mjs, median of 5 by default). `--dashboard --smoke` (npm test)
// runs each of its parts once, Lighthouse on one route in one form factor, and fails if any part does.
// `--dashboard --api`: the same on a build told the API server's address (VITE_API_URL, so no demo
// API), served with the API by the server on PGlite (issue 34's 250 / 330 KiB budgets).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { serveDist } from './serve-dist.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
// Issue 34's budget, for every marketing page (docs/performance.md): no JavaScript on load, the
// CSS inlined in the page (raw) and the custom properties the root element carries.
const BUDGET = { jsKiB: 0, lcpMs: 1100, cls: 0, tbtMs: 30, score: 100, inlineCssKiB: 30, rootVars: 150 };
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const routes = args.filter((a, i) => a.startsWith('/') && !['--runs', '--peer', '--dist'].includes(args[i - 1]));
const targets = routes.length ? routes : ['/', '/about-us', '/consulting', '/product', '/chooseus', '/contact-us'];
const chrome = ensureChromium();
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const api = args.includes('--dashboard') && args.includes('--api');
if (!args.includes('--no-build')) {
  const { API_BENCH_DIR, API_BENCH_ORIGIN } = await import('./bench-dashboard.mjs');
  const steps = api
    ? [['npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', API_BENCH_DIR, '--emptyOutDir']]]
    : [['npx', ['vite', 'build', '--logLevel', 'warn']]];
  if (!api && !args.includes('--no-prerender')) steps.push(['node', ['scripts/prerender.mjs']]);
  for (const [cmd, argv] of steps) {
    const r = spawnSync(cmd, argv, { stdio: 'inherit', env: api ? { ...process.env, VITE_API_URL: API_BENCH_ORIGIN } : process.env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (args.includes('--dashboard')) {
  const { benchDashboard } = await import('./bench-dashboard.mjs');
  const smoke = args.includes('--smoke');
  const ok = await benchDashboard({
    runs: smoke ? 1 : runsAt >= 0 ? runs : 5,
    lighthouse: !args.includes('--no-lighthouse'),
    smoke,
    api,
    h2: args.includes('--h2'),
    peer: args.includes('--peer') ? args[args.indexOf('--peer') + 1] : null,
    dist: args.includes('--dist') ? args[args.indexOf('--dist') + 1] : null,
    chrome,
    flags,
    LIGHTHOUSE,
  });
  process.exit(ok ? 0 : 1);
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
  const response = await page.goto(base + route, { waitUntil: 'networkidle' });
  // The CSS written into the page itself (its <style> elements as served, raw), and the custom
  // properties the root element carries (the theme's tokens and anything set on every element).
  const html = (await response?.text()) ?? '';
  sizes.inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]), 0);
  sizes.rootVars = await page.evaluate(() => [...getComputedStyle(document.documentElement)].filter((name) => name.startsWith('--')).length);
  await page.close();
  return sizes;
}

// The first interactions (issue 16), with the CPU throttled 4x as Lighthouse's mobile profile does:
// a tap on the mobile drawer's button to the drawer painted, a focus into the contact form's first
// field and a typed character to it painted (each before the app has started and after), and the
// first intent to the app having hydrated the page. Times come from the page's Event Timing entries
// (input to next paint) and from performance.now() marks at the intent and the takeover.
const CPU_SLOWDOWN = 4;
async function throttledPage(width) {
  const context = await browser.newContext({ viewport: { width, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window;
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ name: e.name, id: e.interactionId, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    addEventListener('focusin', () => { w.__intentAt ??= performance.now(); }, true);
    addEventListener('corvane:app', () => { w.__appAt = performance.now(); });
    addEventListener('corvane:prepared', () => { w.__preparedAt = performance.now(); });
  });
  return { context, page };
}
/** The longest Event Timing entry since `from` (an interaction's input-to-paint time). */
const lastInteraction = (page, from) =>
  page.evaluate((n) => Math.max(0, ...window.__events.slice(n).map((e) => e.duration)), from);
const eventCount = (page) => page.evaluate(() => window.__events.length);
const startApp = (page) =>
  page.waitForFunction(() => {
    window.__corvaneStartApp?.();
    return document.documentElement.hasAttribute('data-app');
  }, null, { timeout: 60_000 });

async function drawerTap(route, appStarted) {
  const { context, page } = await throttledPage(375);
  await page.goto(base + route, { waitUntil: 'load' });
  if (appStarted) await startApp(page);
  const from = await eventCount(page);
  await page.getByRole('button', { name: 'Open menu' }).tap().catch(() => page.getByRole('button', { name: 'Open menu' }).click());
  await page.getByRole('dialog').waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const ms = await lastInteraction(page, from);
  await context.close();
  return ms;
}

// The boot script fetches the app's code on the visitor's first scroll, pointer move or key (at the
// next idle moment), then runs it at idle up to the takeover (`corvane:prepared`); `warm` moves the
// pointer and waits for that before the intent, as for a visitor who reads before reaching the form.
const prepared = (page) => page.waitForFunction(() => window.__preparedAt !== undefined, null, { timeout: 60_000 });

async function firstFieldTyping(appStarted, warm = true) {
  const { context, page } = await throttledPage(375);
  await page.goto(base + '/contact-us', { waitUntil: 'load' });
  if (appStarted) await startApp(page);
  else if (warm) {
    await page.mouse.move(10, 300); // a reader's first sign of life: the boot script fetches the code
    await prepared(page);
  }
  const field = page.getByRole('textbox', { name: 'Your name' });
  const from = await eventCount(page);
  await field.focus();
  await page.keyboard.type('G');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const ms = await lastInteraction(page, from);
  // The focus was the intent that starts the app: how long until it had taken over.
  let takeover = null;
  if (!appStarted) {
    await page.waitForFunction(() => window.__appAt !== undefined, null, { timeout: 60_000 });
    // (0 when the app, started at idle once its code arrived, had taken over before the intent)
    takeover = await page.evaluate(() => Math.max(0, window.__appAt - window.__intentAt));
  }
  await context.close();
  return { ms, takeover };
}

// A reader who shows a sign of life and nothing the app is needed for: the code is fetched, runs
// ahead at idle, and the app takes over at an idle moment (at least 3 s after load). An intent
// after that finds the app running.
async function readerTakeover() {
  const { context, page } = await throttledPage(375);
  await page.goto(base + '/contact-us', { waitUntil: 'load' });
  const at = await page.evaluate(() => performance.now());
  await page.mouse.move(10, 300);
  await page.waitForFunction(() => window.__appAt !== undefined, null, { timeout: 60_000 });
  const ms = await page.evaluate((t) => window.__appAt - t, at);
  await context.close();
  return ms;
}

async function interactions() {
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const typingBefore = await firstFieldTyping(false);
    const cold = await firstFieldTyping(false, false);
    rows.push({
      drawerBefore: await drawerTap('/', false),
      drawerAfter: await drawerTap('/', true),
      typingBefore: typingBefore.ms,
      typingAfter: (await firstFieldTyping(true)).ms,
      takeover: typingBefore.takeover,
      takeoverCold: cold.takeover,
      reader: await readerTakeover(),
    });
  }
  const out = {};
  for (const key of Object.keys(rows[0])) {
    const xs = rows.map((r) => r[key]);
    out[key] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
  }
  return out;
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
  rows.push({ route, jsKiB: bytes.js / 1024, cssKiB: bytes.css / 1024, inlineCssKiB: bytes.inlineCss / 1024, rootVars: bytes.rootVars, apiCalls: bytes.api, ...lh });
}
const firsts = args.includes('--no-interactions') ? null : await interactions();
await browser.close();
server.close();

const f = (n, d = 0) => (n === undefined || n === null ? '-' : Number(n).toFixed(d));
console.log(`\nroute                 JS KiB  CSS KiB  inline CSS KiB  root vars  /api  score   FCP ms   LCP ms  TBT ms    CLS   (Lighthouse mobile, median of ${runs})`);
for (const r of rows) {
  console.log(`${r.route.padEnd(20)} ${f(r.jsKiB, 1).padStart(7)} ${f(r.cssKiB, 1).padStart(8)} ${f(r.inlineCssKiB, 1).padStart(15)} ${String(r.rootVars).padStart(10)} ${String(r.apiCalls).padStart(5)} ${f(r.score).padStart(6)} ${f(r.fcp).padStart(8)} ${f(r.lcp).padStart(8)} ${f(r.tbt).padStart(7)} ${f(r.cls, 3).padStart(6)}`);
}
if (firsts) {
  const line = (label, v, budget) =>
    console.log(`  ${v.median <= budget ? 'ok  ' : 'OVER'} ${label}: ${f(v.median)} ms (${f(v.min)} to ${f(v.max)}) ≤ ${budget}`);
  console.log(`\nfirst interactions (CPU ${CPU_SLOWDOWN}x slower, median of ${runs}, range):`);
  line('tap on the drawer button to drawer painted, before the app', firsts.drawerBefore, 100);
  line('tap on the drawer button to drawer painted, app running', firsts.drawerAfter, 100);
  line('focus and a typed character painted in the contact form, before the app', firsts.typingBefore, 100);
  line('focus and a typed character painted in the contact form, app running', firsts.typingAfter, 100);
  line('first intent (focus into the form) to the app having taken over, code fetched and run at idle', firsts.takeover, 1000);
  line('the same, intent at once after load (code not fetched yet)', firsts.takeoverCold, 1000);
  console.log(`  info first sign of life, no intent, to the app having taken over (an intent after that finds it running): ${f(firsts.reader.median)} ms (${f(firsts.reader.min)} to ${f(firsts.reader.max)})`);
}
console.log('\nbudget per page (initial JS, inline CSS, root custom properties, LCP, CLS, TBT, score):');
for (const r of rows) {
  const over = [
    r.jsKiB > BUDGET.jsKiB && `JS ${f(r.jsKiB, 1)} KiB > ${BUDGET.jsKiB}`,
    r.inlineCssKiB > BUDGET.inlineCssKiB && `inline CSS ${f(r.inlineCssKiB, 1)} KiB > ${BUDGET.inlineCssKiB}`,
    r.rootVars > BUDGET.rootVars && `root custom properties ${r.rootVars} > ${BUDGET.rootVars}`,
    r.lcp !== undefined && r.lcp > BUDGET.lcpMs && `LCP ${f(r.lcp)} ms > ${BUDGET.lcpMs}`,
    r.cls !== undefined && r.cls > BUDGET.cls && `CLS ${f(r.cls, 3)} > ${BUDGET.cls}`,
    r.tbt !== undefined && r.tbt > BUDGET.tbtMs && `TBT ${f(r.tbt)} ms > ${BUDGET.tbtMs}`,
    r.score !== undefined && r.score < BUDGET.score && `score ${r.score} < ${BUDGET.score}`,
  ].filter(Boolean);
  console.log(`  ${over.length ? 'OVER' : 'ok  '} ${r.route}${over.length ? `: ${over.join(', ')}` : ''}`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(join('bench-results', 'bench.json'), JSON.stringify({ at: new Date().toISOString(), rows, firstInteractions: firsts }, null, 2));

