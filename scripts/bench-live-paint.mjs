#!/usr/bin/env node
// `npm run bench:live-paint` (docs/server.md#live-updates, issue 36): the time from a write's answer
// to its paint on another open screen, over 20 changes (chat messages; tests/bench/live-latency.spec.ts),
// on the demo API (two tabs of one browser) and against the API server (two browsers, two accounts,
// the event stream), each with its median, p95 and slowest against the budget: median ≤ 500 ms,
// p95 ≤ 1 s. Exit code 1 when a budget fails, unless `--report-only`.
//   npm run bench:live-paint [-- --no-build] [-- --demo | --server] [-- --changes 40] [-- --report-only]
// It builds what it runs on (dist/ as `npm run build` makes it; dist-e2e-providers with runtime
// settings for the server) unless told --no-build. Not part of `npm test`: a figure, not a check.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const reportOnly = args.includes('--report-only');
const changesAt = args.indexOf('--changes');
const changes = changesAt === -1 ? 20 : Number(args[changesAt + 1]);
const backends = args.includes('--demo') ? ['demo'] : args.includes('--server') ? ['server'] : ['demo', 'server'];
const BUDGET = { median: 500, p95: 1000 };
const env = { ...process.env, CHROME_PATH: ensureChromium(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', LIVE_LATENCY_CHANGES: String(changes) };

/** Runs a command; its output is shown and kept. */
function run(cmd, cmdArgs, runEnv = env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'inherit'], env: runEnv });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

console.log(`▶ load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${changes} changes per backend`);
const results = [];
for (const backend of backends) {
  const outDir = backend === 'server' ? 'dist-e2e-providers' : 'dist';
  if (build) {
    console.log(`\n▶ building ${outDir}`);
    const made =
      backend === 'server'
        ? await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { ...env, CORVANE_RUNTIME_ENV: '1' })
        : await run('npm', ['run', '-s', 'build']);
    if (made.code !== 0) process.exit(made.code);
  }
  if (!existsSync(`${outDir}/index.html`)) {
    console.error(`✖ no build in ${outDir}: run without --no-build`);
    process.exit(1);
  }
  console.log(`\n▶ ${backend}: ${changes} chat messages, write's answer → paint on the other screen`);
  const { code, output } = await run('npx', ['playwright', 'test', '--config', 'playwright.latency.config.ts'], {
    ...env,
    LIVE_LATENCY_BACKEND: backend,
  });
  // `live-latency-upper`: the observer missed it; the time the test saw it stands in (an upper bound).
  const times = [...output.matchAll(/live-latency(?:-upper)? (-?\d+)/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
  const upper = output.match(/live-latency-upper/g)?.length ?? 0;
  if (code !== 0 || times.length < changes) {
    console.error(`✖ ${backend}: the run failed (${times.length} of ${changes} changes measured)`);
    process.exit(1);
  }
  results.push({ backend, upper, median: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1), min: times[0] });
}

console.log('\n▶ results (ms)\n  backend   min  median    p95    max  upper bounds');
for (const r of results) {
  console.log(
    `  ${r.backend.padEnd(7)} ${String(r.min).padStart(5)} ${String(r.median).padStart(7)} ${String(r.p95).padStart(6)} ${String(r.max).padStart(6)}  ${r.upper}`,
  );
}
let failed = false;
console.log(`\n▶ budget (load average now ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
for (const r of results) {
  for (const [label, value, limit] of [['median', r.median, BUDGET.median], ['p95', r.p95, BUDGET.p95]]) {
    const ok = value <= limit;
    failed ||= !ok;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${r.backend} ${label.padEnd(6)} ${String(value).padStart(6)} ms  (budget ≤ ${limit} ms)`);
  }
}
if (failed && !reportOnly) process.exitCode = 1;
