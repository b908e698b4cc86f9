// What keeps the server from starting is one line and exit code 1, no stack trace (server/startup.ts,
// docs/server.md#when-it-does-not-start): a data folder it cannot create or write, a port in use.
// The database that does not answer: server/database-unreachable.test.ts.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { StartupError, checkFolders, checkPortFree, checkWritableFolder, databaseFailure, describeDatabaseUrl, listenFailure } from './startup';
import { startServer } from './start-failure';

const folders: string[] = [];
const listeners: Server[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  }
  for (const listener of listeners.splice(0)) listener.close();
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'corvane-startup-'));
  folders.push(dir);
  return dir;
};
const occupiedPort = () =>
  new Promise<number>((resolve) => {
    const listener = createServer().listen(0, '127.0.0.1', () => resolve((listener.address() as { port: number }).port));
    listeners.push(listener);
  });

/** A folder this process cannot write in: read-only for a user, a read-only file system for root. */
function unwritableFolder(): string | null {
  const dir = tempDir();
  chmodSync(dir, 0o500);
  try {
    writeFileSync(join(dir, 'probe'), '');
  } catch {
    return dir;
  }
  return process.platform === 'linux' ? '/sys' : null;
}

describe('the data folder', () => {
  it('is created when it is missing', () => {
    const dir = join(tempDir(), 'nested', 'data');
    expect(checkWritableFolder(dir, 'data folder', 'DATA_DIR')).toBe(true);
    expect(checkWritableFolder(dir, 'data folder', 'DATA_DIR')).toBe(false);
  });

  it('says which folder, which setting and why: a file, one that cannot be created, one not writable', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => checkWritableFolder(file, 'data folder', 'DATA_DIR')).toThrow(
      new StartupError(`the data folder ${file} (DATA_DIR) is a file, not a folder: set DATA_DIR to a folder this user may write`),
    );
    expect(() => checkWritableFolder(join(file, 'data'), 'data folder', 'DATA_DIR')).toThrow(
      new StartupError(`the data folder ${file}/data (DATA_DIR) cannot be created, a folder above it is a file (ENOTDIR): set DATA_DIR to a folder this user may write`),
    );
    const readOnly = unwritableFolder();
    if (readOnly) {
      expect(() => checkWritableFolder(readOnly, 'uploads folder', 'FILE_STORAGE_DIR')).toThrow(
        new RegExp(`^the uploads folder ${readOnly} \\(FILE_STORAGE_DIR\\) is not writable \\((EACCES|EROFS|EPERM)\\): set FILE_STORAGE_DIR to a folder this user may write$`),
      );
    }
  });

  it('is not checked with DATABASE_URL, AUTH_SECRET, SMTP_URL and the uploads elsewhere', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const uploads = join(tempDir(), 'uploads');
    const config = loadConfig({ DATA_DIR: file, DATABASE_URL: 'postgres://db/x', AUTH_SECRET: 's', SMTP_URL: 'smtp://m', FILE_STORAGE_DIR: uploads });
    expect(() => checkFolders(config)).not.toThrow();
    expect(() => checkFolders({ ...config, smtpUrl: null })).toThrow(/^the data folder/);
  });
});

describe('the port', () => {
  it('in use, or not ours to open, is one line naming the setting', async () => {
    const port = await occupiedPort();
    await expect(checkPortFree('127.0.0.1', port, 'PORT')).rejects.toThrow(
      `port ${port} on 127.0.0.1 (PORT) is in use, by another program or another copy of this server: stop it, or set PORT to a free port`,
    );
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EACCES' }), '0.0.0.0', 80, 'METRICS_PORT')).toBe(
      'port 80 on 0.0.0.0 (METRICS_PORT) may not be opened by this user (EACCES): set METRICS_PORT to a port above 1023',
    );
  });
});

describe('the database line', () => {
  it('never shows the password of DATABASE_URL', () => {
    expect(describeDatabaseUrl('postgres://corvane:s3cret@db.example:5432/corvane?sslmode=require')).toBe('postgres://corvane@db.example:5432/corvane');
    expect(describeDatabaseUrl('not a url')).toBe('DATABASE_URL (not a URL)');
  });

  it('tells an unknown host, and a database that answers but refuses, from one that does not answer', () => {
    const url = 'postgres://corvane:s3cret@db.example/corvane';
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND db.example'), { code: 'ENOTFOUND' });
    expect(databaseFailure(new Error('Failed query', { cause: dns }), url, '')).toBe(
      'the database at postgres://corvane@db.example/corvane (DATABASE_URL) does not answer: its host is not found (ENOTFOUND); check DATABASE_URL',
    );
    const auth = Object.assign(new Error('password authentication failed for user "corvane"'), { code: '28P01' });
    expect(databaseFailure(auth, url, '')).toBe(
      'the database at postgres://corvane@db.example/corvane (DATABASE_URL) could not be opened and migrated: password authentication failed for user "corvane"',
    );
    expect(databaseFailure(new Error('Aborted()\nat wasm'), null, '/data/pglite')).toBe('PGlite could not open /data/pglite (DATA_DIR): Aborted()');
  });
});

describe('server/main.ts', () => {
  it('exits with 1 and one line when the data folder is a file', async () => {
    const file = join(tempDir(), 'data');
    writeFileSync(file, '');
    const run = await startServer({ DATA_DIR: file });
    expect(run).toEqual({
      code: 1,
      lines: [{ level: 60, event: 'startup.failed', msg: `cannot start: the data folder ${file} (DATA_DIR) is a file, not a folder: set DATA_DIR to a folder this user may write` }],
      stderr: '',
    });
  });

  it('exits with 1 and one line when the port is in use, before it opens the database', async () => {
    const dataDir = tempDir();
    const port = await occupiedPort();
    const run = await startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(run).toEqual({
      code: 1,
      lines: [{ level: 60, event: 'startup.failed', msg: `cannot start: port ${port} on 127.0.0.1 (PORT) is in use, by another program or another copy of this server: stop it, or set PORT to a free port` }],
      stderr: '',
    });
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses WORKERS above 1 on the embedded PGlite with one line, before anything is opened', async () => {
    const dataDir = tempDir();
    const run = await startServer({ DATA_DIR: dataDir, WORKERS: '2' });
    expect(run).toEqual({
      code: 1,
      lines: [
        {
          level: 60,
          event: 'startup.failed',
          msg: 'cannot start: WORKERS=2 needs DATABASE_URL: the embedded PGlite is one process\'s database (unset WORKERS, or run PostgreSQL: docs/server.md#several-processes)',
        },
      ],
      stderr: '',
    });
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
