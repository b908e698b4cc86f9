// A throw-away PostgreSQL server for the scripts that need a real one (docs/server.md#postgresql-for-scripts):
// Debian's `postgresql` binaries, a cluster made with initdb in a temporary folder, started with
// pg_ctl on a free loopback port (fsync off: nothing in it outlives the script), stopped and
// removed by `stop()`. PostgreSQL refuses to run as root: as root, the folder is handed to the
// `postgres` account and the commands run as it (runuser).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb and pg_ctl, or null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(root, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? join(found, '..') : null;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; resolves to `{ url, pause, resume, stop }` (`url`: postgres://corvane@127.0.0.1:port/postgres). */
export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error('PostgreSQL is not installed: on Debian or Ubuntu, `apt-get install postgresql` (the server itself is not started; this script starts its own).');
  }
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'corvane-pg-'));
  const data = join(dir, 'data');
  const as = (cmd, args) =>
    root ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
  if (root) {
    execFileSync('chown', ['postgres:postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  const run = (cmd, args) => {
    const [file, argv] = as(cmd, args);
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'corvane', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const start = () =>
    run('pg_ctl', [
      '-D', data, '-l', join(dir, 'log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  start();
  let stopped = false;
  return {
    url: `postgres://corvane@127.0.0.1:${port}/postgres`,
    /** Stops the server and keeps its data (a database outage); `resume()` starts it again. */
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
