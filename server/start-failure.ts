// For the tests of what keeps the server from starting (startup.test.ts, database-unreachable.test.ts):
// server/main.ts run as `npm run dev:server` runs it (tsx, so no build is needed), on the settings
// given, until it exits. Its JSON log lines at warn and above (LOG_LEVEL=warn unless given) come
// back with the fields the tests read.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface StartRun {
  code: number | null;
  lines: { level: number; event?: string; msg: string }[];
  stderr: string;
}

const main = join(import.meta.dirname, 'main.ts');

/** Runs server/main.ts with `env` over a clean set of settings; kills it after `timeoutMs`. */
export function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<StartRun> {
  const settings: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, STATIC_DIR: '', LOG_LEVEL: 'warn', ...env };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], { env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const { level, event, msg } = JSON.parse(line) as StartRun['lines'][number];
          return { level, event, msg };
        });
      resolve({ code, lines, stderr });
    });
  });
}
