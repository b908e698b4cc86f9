#!/usr/bin/env node
// `npm test`: types, lint, unit tests, then end-to-end tests in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
