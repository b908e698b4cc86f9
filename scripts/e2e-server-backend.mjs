#!/usr/bin/env node
// The API server the end-to-end specs run against (playwright.server.config.ts, docs/server.md#end-to-end):
// PGlite in a fresh temporary data folder (created, migrated and seeded once at start), uploads in
// it too, serving the runtime-env build (dist-e2e-providers, made by scripts/e2e-providers.mjs or
// scripts/e2e-server.mjs) and the API on one origin. The folder is removed when it stops.
// Env: E2E_SERVER_PORT (8791), E2E_SERVER_STATIC (dist-e2e-providers), E2E_SERVER_LOG (a file for
// the server's JSON lines, at level info: every request with its status; otherwise warnings only).
// ROLE_SWITCH=1: a throwaway server for one run, where tests/e2e/server/shared-data.spec.ts makes a
// new colleague admin through the permission page's role switch (docs/server.md#configure-environment).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'corvane-e2e-server-'));
const logFile = process.env.E2E_SERVER_LOG;
const child = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  stdio: logFile ? ['ignore', openSync(logFile, 'w'), 'inherit'] : 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_SERVER_PORT ?? '8791',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.E2E_SERVER_STATIC ?? 'dist-e2e-providers',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: logFile ? 'info' : 'warn',
    ROLE_SWITCH: '1',
  },
});

let stopping = false;
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGTERM');
  });
}
child.on('exit', (code) => {
  cleanUp();
  process.exit(stopping ? 0 : (code ?? 1));
});
