#!/usr/bin/env node
// `npm test`: every check and every test, as CI runs it (CONTRIBUTING.md#tests). Types and lint
// side by side beside the one build, unit tests, the end-to-end suite on that build, then the
// dashboard bench smoke run beside one build with runtime settings, on which the sign-in providers'
// tests and then the app against the API server run.
// What only waits on the network (Chromium's install, the local auth servers' packages) starts at
// once in the background. It ends with each step's time and one line for the whole run:
// `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { authServerPackages } from './auth-servers/servers.mjs';
import { speedProbe } from './speed-probe.mjs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/** Runs a command; its output goes to the terminal, or is kept and printed whole when `quiet`. */
function run(cmd, args, { quiet = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extraEnv } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const machine = `${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}, speed probe ${speedProbe().toFixed(0)} ms`;
console.log(`machine: ${machine}`);

const startedAt = Date.now();
const times = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Tests that failed, then passed on a retry (`--retries` given by hand): failures (docs/testing.md#flaky-tests). */
const flaky = [];
/** Tests that failed, named again at the end: a log cut to its last lines still says which. */
const failures = [];
let failed = false;

async function step(name, body) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const ok = await body();
  const seconds = (Date.now() - started) / 1000;
  times.push([name, seconds, ok]);
  console.log(`${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
  if (!ok) failed = true;
  return ok;
}

function finish() {
  console.log('\nstep                      time     result');
  for (const [name, seconds, ok] of times) {
    console.log(`${name.padEnd(25)} ${`${seconds.toFixed(0)} s`.padStart(6)}   ${ok ? 'ok' : 'FAILED'}`);
  }
  // Some steps run side by side: the total is the wall-clock time.
  const total = (Date.now() - startedAt) / 1000;
  console.log(`${'total'.padEnd(25)} ${`${total.toFixed(0)} s`.padStart(6)}`);
  console.log(`machine at the start: ${machine}`);
  if (failures.length) {
    console.log(`\n✖ failed:`);
    for (const title of failures) console.log(`  ${title}`);
  }
  if (flaky.length) {
    console.log(`\n✖ ${flaky.length} flaky (failed, then passed on a retry), counted as failed: fix them, docs/testing.md#flaky-tests`);
    for (const title of flaky) console.log(`  ${title}`);
  }
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  process.exit(failed ? 1 : 0);
}

/** Adds up a Vitest JSON report; false when it is missing (the runner died before writing it). */
function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  counts.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults ?? []) {
    const file = relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${file} › ${t.fullName ?? t.title}`);
    // A file that failed to load or run has no failed test of its own.
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${file} (${(suite.message ?? 'failed').split('\n')[0]})`);
  }
  return true;
}

/**
 * Adds up a Playwright JSON report; false when it is missing or a test passed only on a retry (that
 * test counts as failed and is named).
 */
function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  counts.passed += stats.expected;
  counts.failed += stats.unexpected + stats.flaky;
  counts.skipped += stats.skipped;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') flaky.push(`${spec.file} › ${spec.title}`);
        if (t.status === 'unexpected') failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, '');
  return stats.flaky === 0;
}

// In the background from the start: Chromium (apt, on a fresh machine) and the local auth servers'
// packages (npx's cache), both network-bound, ready before the steps that need them.
const chromium = run('node', ['-e', "import('./scripts/ensure-chromium.mjs').then((m) => m.ensureChromium())"], { quiet: true });
const authPackages = Promise.all(
  authServerPackages.map((spec) => run('npx', ['-y', '-p', spec, 'node', '-e', '0'], { quiet: true })),
);

// Types and lint beside the build: the build leaves most of the two cores idle while it prerenders
// (about a third busy, measured), and neither needs the other. A failure of either ends the run
// before the tests.
const [checked, built] = await Promise.all([
  step('types and lint', async () => {
    const [types, lint] = await Promise.all([
      run('npm', ['run', '-s', 'typecheck'], { quiet: true }),
      run('npm', ['run', '-s', 'lint'], { quiet: true }),
    ]);
    for (const [name, r] of [['typecheck', types], ['lint', lint]]) {
      if (r.output.trim()) console.log(`── ${name}\n${r.output.trim()}`);
      console.log(`${r.code === 0 ? '✔' : '✖'} ${name}`);
    }
    return types.code === 0 && lint.code === 0;
  }),
  step('build', async () => {
    const chrome = await chromium;
    if (chrome.code !== 0) console.error(chrome.output);
    for (const [cmd, args] of [
      ['npx', ['vite', 'build', '--logLevel', 'warn']],
      ['node', ['scripts/prerender.mjs']],
      ['node', ['scripts/hosting-headers.mjs']],
    ]) {
      if ((await run(cmd, args)).code !== 0) return false;
    }
    return chrome.code === 0;
  }),
]);
if (!checked || !built) finish();

await step('unit tests', async () => {
  const file = join(reports, 'unit.json');
  const r = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  return countVitest(file) && r.code === 0;
});

await step('end-to-end tests', async () => {
  const file = join(reports, 'e2e.json');
  const r = await run('node', ['scripts/e2e.mjs', '--no-build', '--only-suite'], { extraEnv: { E2E_REPORT: file } });
  return countPlaywright(file) && r.code === 0;
});

// The last phase: the dashboard bench's smoke run (one Lighthouse run, one core) beside the build
// with runtime settings (dist-e2e-providers, ~10 s), then on that build the sign-in providers' tests
// and the app against the API server, one after the other, each with its own servers and ports.
// Side by side (four browsers, the bench's and two sets of servers on two cores) they took longer
// than in a row once the machine ran slow, and tests ran out of time there
// (docs/testing.md#npm-test-and-ci-mode).
const [, providersBuilt] = await Promise.all([
  step('dashboard bench (smoke)', async () => {
    // It must complete and print its table; no figure is asserted (docs/performance.md).
    const r = await run('node', ['scripts/bench.mjs', '--dashboard', '--no-build', '--smoke'], { quiet: true });
    console.log(`── dashboard bench (smoke)\n${r.output.trim()}`);
    return r.code === 0;
  }),
  step('runtime-settings build', async () => {
    const r = await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-e2e-providers', '--emptyOutDir'], {
      extraEnv: { CORVANE_RUNTIME_ENV: '1' },
    });
    return r.code === 0;
  }),
]);
if (providersBuilt) {
  await step('sign-in providers', async () => {
    await authPackages;
    const file = join(reports, 'providers.json');
    const r = await run('node', ['scripts/e2e-providers.mjs', '--no-build'], { extraEnv: { E2E_REPORT: file } });
    return countPlaywright(file) && r.code === 0;
  });
  // The app against the API server (docs/server.md#end-to-end).
  await step('app against the server', async () => {
    const file = join(reports, 'e2e-server.json');
    const r = await run('node', ['scripts/e2e-server.mjs', '--no-build'], { extraEnv: { E2E_REPORT: file } });
    return countPlaywright(file) && r.code === 0;
  });
}

// `npm run new:section` end to end: a sample section with every field type generated into a copy of
// the project, then its typechecks, lint, unit, contract (both backends), end-to-end and gate checks
// there, and --remove (docs/new-section.md#the-check). One test in the counts.
await step('new:section', async () => {
  const r = await run('node', ['scripts/check-new-section.mjs'], { quiet: true });
  console.log(`── new:section\n${r.output.trim()}`);
  if (r.code === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    failures.push('scripts/check-new-section.mjs › a generated section passes its checks and --remove leaves only migrations');
  }
  return r.code === 0;
});

finish();
