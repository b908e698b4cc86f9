#!/usr/bin/env node
// The API server the end-to-end specs run against (playwright.server.config.ts, docs/server.md#end-to-end):
// PGlite in a fresh temporary data folder (created, migrated and seeded once at start), uploads in
// it too, serving the runtime-env build (dist-e2e-providers, made by scripts/e2e-providers.mjs or
// scripts/e2e-server.mjs) and the API on one origin. The folder is removed when it stops.
// Env: E2E_SERVER_PORT (8791), E2E_SERVER_STATIC (dist-e2e-providers), E2E_SERVER_LOG (a file for
// the server's JSON lines, at level info: every request with its status; otherwise warnings only).
// ROLE_SWITCH=1: a throwaway server for one run, where tests/e2e/server/shared-data.spec.ts makes a
// new colleague admin through the permission page's role switch (docs/server.md#configure-environment).
// REGISTRATION=open: the specs shared with the demo register through the form, as on a public demo
// server; an invitation's link is honoured all the same (tests/e2e/server/invitation.spec.ts).
// Mail: a real SMTP server in this process (the `smtp-server` package) takes what the API server
// sends (SMTP_URL) and writes each message to E2E_MAIL_DIR as an .eml file, where the specs read
// the links and codes (tests/e2e/server/mailbox.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';

const dataDir = mkdtempSync(join(tmpdir(), 'corvane-e2e-server-'));
const logFile = process.env.E2E_SERVER_LOG;
const mailDir = process.env.E2E_MAIL_DIR ?? join(dataDir, 'received');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(join(mailDir, `${Date.now()}-${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8793);
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', resolve);
});

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
    REGISTRATION: 'open',
    // Every colleague of the run registers from 127.0.0.1: room for all of them, retries included.
    REGISTER_LIMIT_PER_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Corvane <no-reply@corvane.example>',
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
  smtp.close();
  cleanUp();
  process.exit(stopping ? 0 : (code ?? 1));
});
