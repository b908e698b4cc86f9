// `npm run bench -- --dashboard [--runs 5] [--no-build] [--no-lighthouse] [--h2] [--peer DIR]`: the signed-in dashboard
// (issue 24). Serves dist/ (scripts/serve-dist.mjs, gzip), signs in with the demo account in
// Chromium, then prints, median of N runs:
//  - the JavaScript the first load of /dashboard, /dashboard/product and /dashboard/user/list fetches with a cold HTTP
//    cache (the session and the demo data kept), up to where the page settled (its
//    `corvane:settled` mark: code fetched ahead after it is not counted), gzip and brotli;
//  - Lighthouse (desktop and mobile) on each, in the same signed-in browser (storage kept, HTTP
//    cache emptied before each run);
//  - the time from a click in the navigation to the next screen's first change and to its content
//    painted, for a screen not opened yet (cold) and one opened before (cached); from a click on the
//    header's settings button to the drawer painted (first and later openings); with the speed
//    probe's reading beside them (scripts/speed-probe.mjs: timings are read as a ratio to it).
// With `peer`: another dashboard's build (a folder holding its index.html, e.g. shadcn-admin's
// dist/, docs/performance.md#side-by-side-with-a-peer) served the same way on its own port;
// Lighthouse runs on the peer's PEER_ROUTES in the same runs, alternating with ours, and each of
// our routes is printed beside the peer's dashboard (and the user list beside its users list)
// with the ratio.
// With `api`: a build told the API server's address (VITE_API_URL, no demo API, in API_BENCH_DIR),
// served with the API by the server on PGlite (scripts/e2e-server-backend.mjs) at API_BENCH_ORIGIN.
// With `h2`: dist/ served over HTTP/2 with TLS (a certificate made for the run with openssl, which
// the browser is told to accept), as production hosts serve it; Lighthouse's simulation then
// sends every request on one connection instead of queueing them on six (docs/performance.md).
// BENCH_LIST_SCRIPTS=1 lists each load's scripts, largest first; BENCH_LIST_DEMO_API=1 the demo API's.
// A smoke test in CI at most: it prints figures, it asserts none (docs/performance.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveDist } from './serve-dist.mjs';
import { speedProbe } from './speed-probe.mjs';

const DEMO = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
const ROUTES = ['/dashboard', '/dashboard/product', '/dashboard/user/list'];
/** The peer's dashboard and its users list (shadcn-admin's paths), and which of ours each stands beside. */
const PEER_ROUTES = ['/', '/users'];
const PEER_OF = { '/dashboard': '/', '/dashboard/product': '/', '/dashboard/user/list': '/users' };
/** A screen's content is there: its own element, and no skeleton left in <main>. */
const READY = {
  '/dashboard': 'main h1',
  '/dashboard/product': '[data-testid="product-table"] tbody tr a',
  '/dashboard/user/list': '[data-testid="user-table"] tbody tr a',
};

export const API_BENCH_DIR = 'dist-bench-api';
export const API_BENCH_ORIGIN = 'http://127.0.0.1:8797';
/** The build measured: dist/, or API_BENCH_DIR with `api`. */
let distDir = 'dist';

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : null);

function run(cmd, argv, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, options);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

// Sizes are computed from dist/ (what a host sends with gzip or brotli), not read from the
// responses: the demo API's service worker controls the page, and a response it passes through
// reports no body size.
const compressed = new Map();
function compressedSize(path) {
  if (!compressed.has(path)) {
    const bytes = readFileSync(join(distDir, path));
    compressed.set(path, {
      gzip: gzipSync(bytes).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return compressed.get(path);
}

// What each built chunk imports, read from its code: static imports (`from"./x.js"`,
// `import"./x.js"`) and what an `import()` in it fetches (the chunk, and the dependencies Vite
// preloads with it, listed in `__vite__mapDeps`).
const imports = new Map();
function chunkImports(path) {
  if (!imports.has(path)) {
    const code = readFileSync(join(distDir, path), 'utf8');
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    const all = (re) => [...code.matchAll(re)].map((m) => m[1]);
    imports.set(path, {
      static: all(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g).map((f) => dir + f),
      dynamic: [
        ...all(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g).map((f) => dir + f),
        ...all(/["'`](static\/js\/[\w.-]+\.js)["'`]/g).map((f) => `/${f}`),
      ],
    });
  }
  return imports.get(path);
}

function closure(roots, kinds, stopAt = new Set()) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const path = stack.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    if (stopAt.has(path)) continue;
    for (const kind of kinds) stack.push(...chunkImports(path)[kind]);
  }
  return seen;
}

/**
 * The scripts of a load that only the demo API needed: fetched, reachable from the demo API's entry
 * chunk (`browser-*.js`: msw and the handler list) through its imports and `import()`s (the handler
 * groups, zod, DOMPurify, the catalogue, the seed chunks) without passing through the app's base
 * (the entry in app.html and its static imports, which `browser-*.js` imports too), and not
 * statically imported by the app's own code (the base and every other fetched script). A chunk the
 * app shares with the demo API (zod on a page with a form) counts as the app's.
 */
function demoApiScripts(fetched) {
  // The app's shell: app.html in a prerendered build, index.html without (the API build).
  const shell = existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  const entry = readFileSync(join(distDir, shell), 'utf8').match(/<script[^>]*type="module"[^>]*src="([^"]+)"/)?.[1];
  const base = closure(entry ? [entry] : [], ['static']);
  const browser = fetched.filter((path) => /\/browser-[\w-]+\.js$/.test(path));
  const demoReach = closure(browser, ['static', 'dynamic'], base);
  const app = closure([...base, ...fetched.filter((path) => !demoReach.has(path))], ['static']);
  return fetched.filter((path) => !app.has(path));
}

async function signIn(page, base) {
  await page.goto(`${base}/auth/jwt/login?returnTo=%2Fdashboard`);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-prerender') !== 'show');
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/);
  await page.locator(READY['/dashboard']).first().waitFor();
}

/** Scripts fetched by a load of `route` until the network is idle, with a cold HTTP cache. */
async function firstLoadJs(page, cdp, base, route) {
  await cdp.send('Network.clearBrowserCache');
  const scripts = new Map();
  /** When each script was asked for (epoch ms): what the page asked for once settled is left out. */
  const askedAt = new Map();
  const onFinished = (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname;
    scripts.set(path, compressedSize(path));
    if (!askedAt.has(path)) askedAt.set(path, request.timing().startTime);
  };
  page.on('requestfinished', onFinished);
  if (distDir === API_BENCH_DIR) {
    // The live-updates stream from the API server stays open, so the network is never idle: the
    // load ends once the screen is ready and no script has been fetched for 1.5 s.
    let last = Date.now();
    const onRequest = (request) => request.resourceType() === 'script' && (last = Date.now());
    page.on('request', onRequest);
    await page.goto(base + route, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(READY[route]).first().waitFor({ timeout: 120_000 });
    while (Date.now() - last < 1_500) await new Promise((resolve) => setTimeout(resolve, 250));
    page.off('request', onRequest);
  } else {
    await page.goto(base + route, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator(READY[route]).first().waitFor();
  }
  page.off('requestfinished', onFinished);
  // The first load ends where the page settled (its `corvane:settled` mark, src/lib/when-settled.ts):
  // code it fetches ahead after that (the toaster, a list's row menu) is not part of it, however
  // soon the network goes quiet on this machine.
  const settledAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('corvane:settled')[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  });
  if (settledAt !== null) for (const [path, at] of askedAt) if (at > settledAt) scripts.delete(path);
  const all = [...scripts.values()];
  const demoApiPaths = demoApiScripts([...scripts.keys()]);
  const demoApi = demoApiPaths.map((path) => scripts.get(path));
  if (process.env.BENCH_LIST_DEMO_API) console.log(route, 'demo API scripts:', demoApiPaths.map((p) => p.replace(/^.*\//, '')).join(' '));
  if (process.env.BENCH_LIST_SCRIPTS) {
    const largest = [...scripts].sort((a, b) => b[1].brotli - a[1].brotli);
    console.log(route, 'scripts, brotli KiB:', largest.map(([p, s]) => `${p.replace(/^.*\//, '')} ${(s.brotli / 1024).toFixed(1)}`).join(', '));
  }
  const sum = (list, key) => list.reduce((n, s) => n + s[key], 0) / 1024;
  return { files: all.length, gzipKiB: sum(all, 'gzip'), brotliKiB: sum(all, 'brotli'), demoApiFiles: demoApi.length, demoApiBrotliKiB: sum(demoApi, 'brotli') };
}

/** Installed in the page: stamps the click, then reports the first change of <main> and the ready screen painted. */
function installNavProbe() {
  document.addEventListener('click', () => (window.__navAt = performance.now()), true);
  window.__armNav = (ready) => {
    window.__nav = new Promise((resolve) => {
      let first = null;
      const main = () => document.querySelector('main');
      const done = () => {
        const m = main();
        return Boolean(m && document.querySelector(ready) && !m.querySelector('.chakra-skeleton, [data-scope="skeleton"]'));
      };
      const observer = new MutationObserver(() => {
        if (window.__navAt === undefined) return;
        first ??= performance.now() - window.__navAt;
        if (!done()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve({ first, painted: performance.now() - window.__navAt }), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    window.__navAt = undefined;
  };
  // A click to `selector` in the page and painted (the settings drawer).
  window.__armShown = (selector) => {
    window.__shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (window.__navAt === undefined || !document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__navAt), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    window.__navAt = undefined;
  };
}

/** From a click on the header's settings button to its drawer painted; the drawer is closed again (not timed). */
async function settingsOpen(page) {
  await page.evaluate(() => window.__armShown('[role="dialog"][data-state="open"]'));
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  const ms = await page.evaluate(() => window.__shown);
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  return ms;
}

async function navClick(page, href, ready) {
  await page.evaluate((r) => window.__armNav(r), ready);
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  const link = nav.locator(`a[href="${href}"]`);
  if (!(await link.isVisible())) {
    // The link sits in a collapsed group ("User"): open it first (not timed).
    await nav.getByRole('button', { name: /^User/ }).click();
    await page.evaluate((r) => window.__armNav(r), ready);
  }
  await link.click();
  return page.evaluate(() => window.__nav);
}

/** The API server on PGlite serving API_BENCH_DIR, once it answers; `close` stops it. */
async function startApiServer() {
  const child = spawn('node', ['scripts/e2e-server-backend.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_SERVER_PORT: new URL(API_BENCH_ORIGIN).port, E2E_SERVER_STATIC: API_BENCH_DIR },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // Stopped with the bench, also when it fails (a server left running holds its port).
  process.on('exit', () => child.kill('SIGTERM'));
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${API_BENCH_ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (up) return { close: () => (child.kill('SIGTERM'), exited) };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the API server did not answer at ${API_BENCH_ORIGIN}/api/health`);
}

/** A self-signed certificate for 127.0.0.1, made with openssl in a fresh temporary folder. */
function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const r = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`openssl could not make a certificate for --h2: ${r.stderr || r.error}`);
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return tls;
}

/** Prints the tables; false when a Lighthouse run failed (a smoke run must fail then). `smoke`: Lighthouse on the first route, mobile only. */
export async function benchDashboard({ runs, lighthouse, smoke = false, api = false, h2 = false, peer = null, dist = null, chrome, flags, LIGHTHOUSE }) {
  let ok = true;
  if (api && !existsSync(join(API_BENCH_DIR, 'index.html'))) throw new Error(`no build in ${API_BENCH_DIR}: run without --no-build`);
  distDir = dist ?? (api ? API_BENCH_DIR : 'dist');
  if (dist && (api || !existsSync(join(dist, 'index.html')))) throw new Error(`--dist ${dist}: give a build's folder (vite build --outDir DIR); not with --api`);
  // Any free port for dist/, and a debugging port away from the ports npm test's other servers
  // take (4173 and up for the e2e suite, 4325-4327 and 9000s for the providers, which run beside it).
  if (api && h2) throw new Error('--h2 measures dist/ as a static host serves it; it does not combine with --api');
  if (peer && !existsSync(join(peer, 'index.html'))) throw new Error(`--peer ${peer}: no index.html there (give the peer's built folder)`);
  if (peer && !lighthouse) throw new Error('--peer compares Lighthouse runs: it does not combine with --no-lighthouse');
  const server = api ? await startApiServer() : await serveDist(0, { root: resolve(distDir), ...(h2 ? { tls: localCertificate() } : {}) });
  const base = api ? API_BENCH_ORIGIN : `${h2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;
  if (h2) flags = [...flags, '--ignore-certificate-errors'];
  const debugPort = 5300 + Math.floor(Math.random() * 500);
  const require = createRequire(join(process.cwd(), 'package.json'));
  const { chromium } = require('playwright-core');
  // A persistent profile, so the tab Lighthouse is pointed at (scripts/lighthouse-in-tab.mjs) is in
  // the browser's default context, where puppeteer finds it.
  const profile = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    args: [...flags.slice(1), `--remote-debugging-port=${debugPort}`],
    viewport: { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await signIn(page, base);
  console.log('Signed in with the demo account.');

  const js = {};
  for (const route of ROUTES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await firstLoadJs(page, cdp, base, route));
    js[route] = Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
    // The route's first visit in this browser, which reads its records from the seed (every later
    // visit reads IndexedDB). For /dashboard that was the sign-in's own landing, so it is not one.
    js[route].firstVisitBrotliKiB = samples[0].brotliKiB;
  }

  console.log('first-load JS (median):', JSON.stringify(js));

  // Navigation: overview → user list (cold: a fresh load first), → overview (cached), → user list (cached).
  // The overview is loaded as /dashboard/app, the nav's entry for it (the same screen as /dashboard,
  // but a route of its own): going back to it is then a return to a visited page, as "cached" means,
  // not the first load of that route's code.
  const nav = { cold: [], firstChangeCold: [], cached: [], backToOverview: [], settingsFirst: [], settingsAgain: [] };
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/dashboard/app`);
    await page.locator(READY['/dashboard']).first().waitFor();
    await page.evaluate(installNavProbe);
    const cold = await navClick(page, '/dashboard/user/list', READY['/dashboard/user/list']);
    nav.cold.push(cold.painted);
    nav.firstChangeCold.push(cold.first);
    nav.backToOverview.push((await navClick(page, '/dashboard/app', READY['/dashboard'])).painted);
    nav.cached.push((await navClick(page, '/dashboard/user/list', READY['/dashboard/user/list'])).painted);
    // The drawer's code comes on first use (a fresh load above, so each run's first opening fetches it).
    nav.settingsFirst.push(await settingsOpen(page));
    nav.settingsAgain.push(await settingsOpen(page));
  }
  const probeMs = speedProbe();

  const lh = {};
  let peerServer = null;
  if (lighthouse) {
    mkdirSync('bench-results', { recursive: true });
    // Ours, then the peer's, in each run: both see the machine of the same minutes.
    const targets = (smoke ? ROUTES.slice(0, 1) : ROUTES).map((route) => ({ name: route, base, route }));
    if (peer) {
      peerServer = await serveDist(0, { root: resolve(peer), ...(h2 ? { tls: localCertificate() } : {}) });
      const peerBase = `${h2 ? 'https' : 'http'}://127.0.0.1:${peerServer.address().port}`;
      // Lighthouse runs in a tab of this browser (scripts/lighthouse-in-tab.mjs), found by its address.
      await (await context.newPage()).goto(`${peerBase}/`);
      targets.push(...PEER_ROUTES.map((route) => ({ name: `peer ${route}`, base: peerBase, route })));
    }
    const samples = {};
    for (let i = 0; i < runs; i++) {
      for (const formFactor of smoke ? ['mobile'] : ['desktop', 'mobile']) {
        for (const target of targets) {
          await cdp.send('Network.clearBrowserCache');
          const out = join('bench-results', `lighthouse-dashboard-${target.name.replace(/\W+/g, '_')}-${formFactor}-${i}.json`);
          // In the signed-in tab itself: the session is in its sessionStorage (scripts/lighthouse-in-tab.mjs).
          const r = await run('npx', ['-y', '-p', LIGHTHOUSE, 'node', 'scripts/lighthouse-in-tab.mjs', String(debugPort), `${target.base}/`,
            target.base + target.route, formFactor, out], { env: { ...process.env, CHROME_PATH: chrome } });
          if (r.status !== 0) {
            ok = false;
            console.error(`lighthouse failed for ${target.name} (${formFactor}): ${r.stderr.split('\n').slice(-5).join('\n')}`);
            continue;
          }
          const lhr = JSON.parse(readFileSync(out, 'utf8'));
          if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes(target.route)) console.error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${target.route}`);
          (samples[`${target.name} ${formFactor}`] ??= []).push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            tti: lhr.audits.interactive?.numericValue ?? null,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
          });
        }
      }
    }
    for (const [name, list] of Object.entries(samples)) {
      lh[name] = Object.fromEntries(Object.keys(list[0]).map((k) => [k, median(list.map((s) => s[k]))]));
    }
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
  await peerServer?.close();

  const f = (n, d = 0) => (n === undefined || n === null ? '-' : Number(n).toFixed(d));
  console.log(`\nSigned-in first load (cold HTTP cache), median of ${runs}${api ? ', with VITE_API_URL (the API server, no demo API)' : ''}${h2 ? ', HTTP/2' : ''}`);
  // The demo API's share: the scripts only it needed (demoApiScripts above), in files and brotli KiB.
  console.log('route                   files  JS gzip KiB  JS brotli KiB  of which demo API (brotli)  first visit (brotli)');
  for (const route of ROUTES) {
    const r = js[route];
    console.log(`${route.padEnd(22)} ${f(r.files).padStart(6)} ${f(r.gzipKiB, 1).padStart(12)} ${f(r.brotliKiB, 1).padStart(14)} ${`${f(r.demoApiBrotliKiB, 1)} in ${f(r.demoApiFiles)} files`.padStart(27)} ${f(r.firstVisitBrotliKiB, 1).padStart(21)}`);
  }
  if (lighthouse) {
    console.log(`\nLighthouse (signed in, storage kept, HTTP cache emptied${h2 ? ', HTTP/2' : ''}), median of ${runs}`);
    console.log('route / form factor                 score   LCP ms  TBT ms  TTI ms    CLS');
    for (const [name, r] of Object.entries(lh)) {
      console.log(`${name.padEnd(34)} ${f(r?.score).padStart(6)} ${f(r?.lcp).padStart(8)} ${f(r?.tbt).padStart(7)} ${f(r?.tti).padStart(7)} ${f(r?.cls, 3).padStart(6)}`);
    }
    if (peer) {
      console.log(`\nBeside the peer (${peer}), same runs: ours / peer's (ratio)`);
      console.log('route / form factor                 score              TBT ms                 LCP ms');
      const pair = (a, b, d = 0) => `${f(a, d)} / ${f(b, d)} (${a != null && b ? (a / b).toFixed(2) : '-'})`;
      for (const route of ROUTES) {
        for (const formFactor of ['desktop', 'mobile']) {
          const ours = lh[`${route} ${formFactor}`];
          const theirs = lh[`peer ${PEER_OF[route]} ${formFactor}`];
          if (!ours || !theirs) continue;
          console.log(`${`${route} ${formFactor} vs ${PEER_OF[route]}`.padEnd(34)} ${pair(ours.score, theirs.score).padEnd(18)} ${pair(ours.tbt, theirs.tbt).padEnd(22)} ${pair(ours.lcp, theirs.lcp)}`);
        }
      }
    }
  }
  console.log(`\nNavigation click → screen (median of ${runs})`);
  console.log(`  overview → user list, cold:   first change ${f(median(nav.firstChangeCold), 1)} ms, rows painted ${f(median(nav.cold), 1)} ms`);
  console.log(`  user list → overview, cached: painted ${f(median(nav.backToOverview), 1)} ms`);
  console.log(`  overview → user list, cached: rows painted ${f(median(nav.cached), 1)} ms`);
  console.log(`Settings drawer, click → painted: first opening ${f(median(nav.settingsFirst), 1)} ms, later ${f(median(nav.settingsAgain), 1)} ms`);
  console.log(`Speed probe (scripts/speed-probe.mjs) ${f(probeMs)} ms: cached navigation ${f(median(nav.cached) / probeMs, 2)}x the probe, settings ${f(median(nav.settingsAgain) / probeMs, 2)}x`);
  const result = { at: new Date().toISOString(), runs, protocol: h2 ? 'h2' : 'http/1.1', probeMs, peer, js, lighthouse: lh, nav: Object.fromEntries(Object.entries(nav).map(([k, v]) => [k, median(v)])) };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(join('bench-results', api ? 'bench-dashboard-api.json' : h2 ? 'bench-dashboard-h2.json' : 'bench-dashboard.json'), JSON.stringify(result, null, 2));
  return ok;
}
