#!/usr/bin/env node
// `npm run test:changed [-- --since <ref>]`: the inner loop (CONTRIBUTING.md#tests). For the files
// changed in the working tree (staged, unstaged and new; with --since, also those changed since
// <ref>): the project's typecheck, ESLint on the changed files, the unit tests that import them
// (`vitest related`) and the end-to-end specs of the features they touch, on a build (with the
// prerendered pages only when a spec of those pages runs). Three lanes run side by side: types | lint then unit | build then e2e.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt >= 0 ? args[sinceAt + 1] : null;

const git = (...gitArgs) =>
  spawnSync('git', gitArgs, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
    ...(since ? git('diff', '--name-only', `${since}...HEAD`) : []),
  ]),
].filter((file) => existsSync(file));

if (changed.length === 0) {
  console.log('No changed files: nothing to test (use --since <ref> to test committed changes).');
  process.exit(0);
}

const code = changed.filter((f) => /\.(m?[jt]sx?)$/.test(f));
const sources = code.filter((f) => f.startsWith('src/') || f.startsWith('tests/'));

// The e2e specs of a feature: a spec named after it (users → users*.spec.ts), the specs that
// changed themselves, and, for shared code (src/lib, src/theme, src/routes, the demo API), none:
// the whole suite is `npm test`'s job.
const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
const featureSpecs = new Map([
  ['orders', ['invoices-orders']],
  ['invoices', ['invoices-orders']],
  ['jobs', ['jobs-tours']],
  ['tours', ['jobs-tours']],
  ['mail', ['mail-chat']],
  ['chat', ['mail-chat']],
  ['kanban', ['kanban-calendar']],
  ['calendar', ['kanban-calendar']],
  ['overview', ['overviews']],
  ['dashboard-shell', ['dashboard-shell']],
  ['marketing', ['marketing', 'public-pages']],
  ['status-pages', ['public-pages']],
  ['auth', ['auth', 'sign-in-first-load']],
]);
const e2e = new Set(changed.filter((f) => f.startsWith('tests/e2e/') && f.endsWith('.spec.ts')));
for (const file of changed) {
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  if (!feature) continue;
  const names = featureSpecs.get(feature) ?? [feature];
  for (const spec of specs) {
    if (names.some((name) => spec === `${name}.spec.ts` || spec.startsWith(`${name}-`))) e2e.add(`tests/e2e/${spec}`);
  }
}

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
function run(label, cmd, cmdArgs, extraEnv = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extraEnv } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (status) => {
      const ok = status === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n${ok ? '✔' : '✖'} ${label} (${seconds} s)${ok ? '' : `\n${output.trim()}`}`);
      resolve(ok);
    });
  });
}

console.log(`${changed.length} changed file(s); unit tests related to ${sources.length}; e2e: ${[...e2e].join(', ') || 'none'}`);
const started = Date.now();
const lanes = await Promise.all([
  run('typecheck', 'npm', ['run', '-s', 'typecheck']),
  (async () => {
    const lint = code.length ? await run(`lint (${code.length} files)`, 'npx', ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code]) : true;
    const unit = sources.length
      ? await run('unit tests related to the changes', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...sources])
      : true;
    return lint && unit;
  })(),
  (async () => {
    if (e2e.size === 0) return true;
    const chrome = ensureChromium();
    if (!(await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']))) return false;
    // The specs of the pages served prerendered need them; the dashboard's do not.
    const prerendered = ['marketing', 'public-pages', 'prerender', 'sign-in-first-load', 'shop', 'auth', 'csp'];
    if ([...e2e].some((spec) => prerendered.some((name) => spec === `tests/e2e/${name}.spec.ts`))) {
      if (!(await run('prerendered pages', 'node', ['scripts/prerender.mjs']))) return false;
      if (!(await run('hosting headers', 'node', ['scripts/hosting-headers.mjs']))) return false;
    }
    return run(`end-to-end: ${[...e2e].join(' ')}`, 'npx', ['playwright', 'test', ...e2e], { CHROME_PATH: chrome });
  })(),
]);
const ok = lanes.every(Boolean);
console.log(`\n${ok ? '✔' : '✖'} test:changed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
