#!/usr/bin/env node
// End-to-end tests: builds the app as it ships (`vite build` + the prerendered marketing pages),
// then Playwright serves it with `vite preview` and drives Debian's Chromium. Extra arguments go
// to Playwright (e.g. a spec file or --grep); --no-build reuses dist/. With no arguments it then
// runs the dashboard benchmark once as a smoke test (it must complete and print its table; no figure
// is asserted: docs/performance.md#measuring) and the sign-in providers' tests
// (scripts/e2e-providers.mjs), which make their own build, then the app against the API server on
// that build (scripts/e2e-server.mjs); `--only-suite` leaves those out (scripts/test.mjs runs them
// as steps of their own).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const env = { ...process.env, CHROME_PATH: ensureChromium(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.argv.includes('--no-build')) {
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  run('node', ['scripts/prerender.mjs']);
  run('node', ['scripts/hosting-headers.mjs']);
}
const playwrightArgs = process.argv.slice(2).filter((a) => a !== '--no-build' && a !== '--only-suite');
run('npx', ['playwright', 'test', ...playwrightArgs]);
// The whole suite also smoke-runs the dashboard bench on the same build, then the external sign-in
// providers' tests, each against its local server (docs/auth-providers.md#tests); a run of chosen
// specs or tests leaves them out.
if (playwrightArgs.length === 0 && !process.argv.includes('--only-suite')) {
  run('node', ['scripts/bench.mjs', '--dashboard', '--no-build', '--smoke']);
  run('node', ['scripts/e2e-providers.mjs']);
  // The app against the API server, on the build the providers' tests just made (docs/server.md#end-to-end).
  run('node', ['scripts/e2e-server.mjs', '--no-build']);
}
