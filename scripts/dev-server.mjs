#!/usr/bin/env node
// `npm run dev:server`: the API server (server/, PGlite in .data/ or DATABASE_URL; API only) on
// :8787 and Vite on :5173 proxying /api to it, with VITE_API_URL set to Vite's own origin so the
// app uses the server instead of the demo API (src/lib/http/demo-api.ts). docs/server.md.
// ROLE_SWITCH defaults to 1 here: a development server for one person, where the permission page's
// role switch is how role gating is tried out (docs/server.md#configure-environment); ROLE_SWITCH=0 turns it off.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8787';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort, STATIC_DIR: '', ROLE_SWITCH: process.env.ROLE_SWITCH ?? '1' } }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: 'http://localhost:5173', CORVANE_API_PROXY: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
