#!/usr/bin/env node
// The app against the API server end to end (docs/server.md#end-to-end, issue 35): the specs of
// playwright.server.config.ts on the sign-in providers' runtime-env build (dist-e2e-providers,
// CORVANE_RUNTIME_ENV=1: one build for both, each page told its VITE_ settings), served with the
// API by the server on PGlite in a fresh temporary folder (scripts/e2e-server-backend.mjs).
// `node scripts/e2e-server.mjs [--no-build] [playwright args]`: --no-build reuses the providers'
// build (npm test runs this right after scripts/e2e-providers.mjs, which made it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const outDir = 'dist-e2e-providers';
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const extra = args.filter((a) => a !== '--no-build');
const env = { ...process.env, CHROME_PATH: ensureChromium(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, cmdArgs, runEnv = env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: runEnv });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (build) {
  console.log(`\n▶ building the app with runtime settings into ${outDir}`);
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { ...env, CORVANE_RUNTIME_ENV: '1' });
  if (code !== 0) process.exit(code);
}
if (!existsSync(`${outDir}/index.html`)) {
  console.error(`\n✖ no build in ${outDir}: run without --no-build, or scripts/e2e-providers.mjs first`);
  process.exit(1);
}
process.exit(await run('npx', ['playwright', 'test', '--config', 'playwright.server.config.ts', ...extra]));
