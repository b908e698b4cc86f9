// An outage of the database is answered 503 with Retry-After, not 500 (server/app.ts, docs/server.md#nothing-lost):
// which errors count as the database not answering. At start-up, the server says so in one line
// and exits (server/startup.ts, docs/server.md#when-it-does-not-start).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseUnreachable } from './app';
import { startServer } from './start-failure';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('databaseUnreachable', () => {
  it('takes refused, reset and closed connections, and PostgreSQL shutting down or starting', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03']) {
      expect(databaseUnreachable(withCode(code)), code).toBe(true);
    }
  });

  it('looks through the errors that wrap it (Drizzle puts the driver error in `cause`)', () => {
    expect(databaseUnreachable(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('does not take a query error or a bug for an outage', () => {
    expect(databaseUnreachable(withCode('23505'))).toBe(false);
    expect(databaseUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(databaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});

describe('a DATABASE_URL that does not answer at start-up', () => {
  it('is one line without the password, and exit code 1 (server/main.ts)', async () => {
    const freePort = () =>
      new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
      });
    const [dbPort, port] = [await freePort(), await freePort()];
    const dataDir = mkdtempSync(join(tmpdir(), 'corvane-unreachable-'));
    try {
      const run = await startServer({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: `postgres://corvane:s3cret@127.0.0.1:${dbPort}/corvane` });
      expect(run).toEqual({
        code: 1,
        lines: [
          {
            level: 60,
            event: 'startup.failed',
            msg: `cannot start: the database at postgres://corvane@127.0.0.1:${dbPort}/corvane (DATABASE_URL) does not answer (ECONNREFUSED): start it, or check DATABASE_URL`,
          },
        ],
        stderr: '',
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
