#!/usr/bin/env node
// `npm run test:contract-pg` (docs/server.md#the-contract-suite): the server's tests (Vitest project
// `server`: the contract suite, the permission suite and the rest) on a real PostgreSQL instead of
// PGlite. A throw-away cluster (scripts/pg-temp.mjs) is given as CONTRACT_DATABASE_URL; each test
// file that builds the server makes a database of its own there (server/contract/backends.ts).
// Arguments go to Vitest (a file, `-t name`). Exit code: Vitest's.
import { spawn } from 'node:child_process';
import { startPostgres } from './pg-temp.mjs';

const pg = await startPostgres();
const stop = () => pg.stop();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
console.log(`test:contract-pg: PostgreSQL on ${pg.url}`);
const code = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CONTRACT_DATABASE_URL: pg.url },
  });
  child.on('exit', (c) => resolve(c ?? 1));
});
stop();
process.exit(code);
