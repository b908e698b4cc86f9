#!/usr/bin/env node
// End-to-end tests of the external sign-in providers (docs/auth-providers.md#tests): starts their
// local servers side by side while it makes one build of the app for the three
// (CORVANE_RUNTIME_ENV=1, into dist-e2e-providers; each provider's tests tell the page which
// provider to sign in with: tests/e2e/providers/provider-test.ts), then runs the providers' specs
// in one Playwright run, one project per provider, and stops the servers. A server that cannot
// start fails the run with the reason.
// `node scripts/e2e-providers.mjs [provider...] [--no-build] [playwright args]`.
import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { servers, startServer } from './auth-servers/servers.mjs';

const args = process.argv.slice(2);
const wanted = args.filter((a) => servers[a]);
const ids = wanted.length ? wanted : Object.keys(servers);
const build = !args.includes('--no-build');
const extra = args.filter((a) => !servers[a] && a !== '--no-build');
const env = { ...process.env, CHROME_PATH: ensureChromium(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, cmdArgs, runEnv = env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: runEnv });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

console.log(`\n▶ starting ${ids.map((id) => servers[id].name).join(', ')}${build ? ', then building the app for them' : ''}`);
// The servers first (~20 s side by side): beside the build, the Firebase emulator was seen not to
// answer within its 3 minutes on the two-core machine.
const started = await Promise.allSettled(ids.map((id) => startServer(id)));
const building = build
  ? run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-e2e-providers', '--emptyOutDir'], {
      ...env,
      CORVANE_RUNTIME_ENV: '1',
    })
  : Promise.resolve(0);
const buildCode = await building;
const running = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
const failures = started.flatMap((s, i) => (s.status === 'rejected' ? [`${ids[i]}: ${s.reason instanceof Error ? s.reason.message : s.reason}`] : []));
if (buildCode !== 0) failures.push(`the providers' build failed (exit ${buildCode})`);

let code = 1;
try {
  if (failures.length) {
    for (const failure of failures) console.error(`\n✖ ${failure}`);
  } else {
    // The servers' settings the specs read (emulator addresses, the Cognito pool file…).
    const serverEnv = Object.assign({}, ...ids.map((id) => servers[id].env));
    code = await run(
      'npx',
      ['playwright', 'test', '--config', 'playwright.providers.config.ts', ...ids.flatMap((id) => ['--project', id]), ...extra],
      { ...env, ...serverEnv },
    );
  }
} finally {
  for (const r of running) r.stop();
}
process.exit(code);
