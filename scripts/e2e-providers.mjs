#!/usr/bin/env node
// End-to-end tests of the external sign-in providers (docs/auth-providers.md#tests): for each one,
// starts its local server and builds the app against it (VITE_AUTH_METHOD=<provider>, into
// dist-e2e-<provider>) side by side, then runs tests/e2e/providers/<provider>.spec.ts on its own
// port and stops the server. A server that cannot start fails the run with the reason.
// `node scripts/e2e-providers.mjs [provider...] [--no-build] [playwright args]`.
import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { servers, startServer } from './auth-servers/servers.mjs';

const args = process.argv.slice(2);
const wanted = args.filter((a) => servers[a]);
const build = !args.includes('--no-build');
const extra = args.filter((a) => !servers[a] && a !== '--no-build');
const env = { ...process.env, CHROME_PATH: ensureChromium(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, cmdArgs, runEnv = env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: runEnv });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let failed = false;
for (const id of wanted.length ? wanted : Object.keys(servers)) {
  const server = servers[id];
  console.log(`\n▶ ${id}: starting ${server.name}${build ? ' and building the app against it' : ''}`);
  const building = build
    ? run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', `dist-e2e-${id}`, '--emptyOutDir'], { ...env, ...server.env })
    : Promise.resolve(0);
  let running;
  try {
    [running] = await Promise.all([startServer(id), building.then((code) => {
      if (code !== 0) throw new Error(`The ${id} build failed (exit ${code}).`);
    })]);
  } catch (error) {
    await building.catch(() => undefined);
    console.error(`\n✖ ${id}: ${error instanceof Error ? error.message : error}`);
    failed = true;
    continue;
  }
  try {
    const code = await run('npx', ['playwright', 'test', '--config', 'playwright.providers.config.ts', '--project', id, ...extra], {
      ...env,
      ...server.env,
    });
    if (code !== 0) failed = true;
  } finally {
    running.stop();
  }
}
process.exit(failed ? 1 : 0);
