#!/usr/bin/env node
// `npm run dev:<provider>`: starts the provider's local server (scripts/auth-servers/servers.mjs)
// and the dev server with the app's settings for it (VITE_AUTH_METHOD=<provider> and the rest);
// Ctrl+C stops both. docs/auth-providers.md.
import { spawn } from 'node:child_process';
import { servers, startServer } from './servers.mjs';

const id = process.argv[2];
if (!servers[id]) {
  console.error(`Usage: node scripts/auth-servers/dev.mjs <${Object.keys(servers).join('|')}>`);
  process.exit(2);
}
console.log(`Starting ${servers[id].name}…`);
let running;
try {
  running = await startServer(id);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`${servers[id].name} is up. Sign in at http://localhost:5173/auth/${id}/login`);
const vite = spawn('npx', ['vite', ...process.argv.slice(3)], { stdio: 'inherit', env: { ...process.env, ...servers[id].env } });
const stop = () => {
  running.stop();
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  running.stop();
  process.exit(code ?? 0);
});
