// What keeps the server from starting, said in one line (docs/server.md#when-it-does-not-start): a
// data folder it cannot create or write, a port in use, a database that does not answer. Each is a
// StartupError whose message is that line; server/main.ts logs it (`startup.failed`, level fatal)
// and exits with code 1, without a stack trace. The folders and the ports are checked before the
// database is opened, so a fault there is told at once rather than after the migrations.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, join, relative } from 'node:path';
import { databaseUnreachable } from './app';
import type { ServerConfig } from './config';
import { openDatabase } from './db/client';

export class StartupError extends Error {}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
};

/** Creates `dir` when it is missing (then answers true) and checks that this process may write in it. */
export function checkWritableFolder(dir: string, name: string, setting: string): boolean {
  const fix = `set ${setting} to a folder this user may write`;
  let stat;
  try {
    stat = statSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    if (codeOf(error) === 'ENOTDIR') throw new StartupError(`the ${name} ${dir} (${setting}) cannot be created, a folder above it is a file (ENOTDIR): ${fix}`);
    throw new StartupError(`the ${name} ${dir} (${setting}) cannot be read (${codeOf(error)}): ${fix}`);
  }
  if (stat && !stat.isDirectory()) throw new StartupError(`the ${name} ${dir} (${setting}) is a file, not a folder: ${fix}`);
  if (!stat) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw new StartupError(`the ${name} ${dir} (${setting}) is missing and cannot be created (${codeOf(error)}): create it, or ${fix}`);
    }
  }
  // Permission bits do not tell (root, a read-only mount, ACLs): write a file and remove it.
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new StartupError(`the ${name} ${dir} (${setting}) is not writable (${codeOf(error)}): ${fix}`);
  }
  return !stat;
}

/**
 * The folders this start writes in: the data folder when it holds PGlite, the development token
 * secret or the mail outbox (no DATABASE_URL, AUTH_SECRET or SMTP_URL), and the uploads' folder.
 * Answers the folders it created.
 */
export function checkFolders(config: ServerConfig): string[] {
  const created: string[] = [];
  const inData = (dir: string) => {
    const path = relative(config.dataDir, dir);
    return !path.startsWith('..') && !isAbsolute(path);
  };
  if (!config.databaseUrl || !config.authSecret || !config.smtpUrl || inData(config.fileStorageDir)) {
    if (checkWritableFolder(config.dataDir, 'data folder', 'DATA_DIR')) created.push(config.dataDir);
  }
  if (checkWritableFolder(config.fileStorageDir, 'uploads folder', 'FILE_STORAGE_DIR')) created.push(config.fileStorageDir);
  return created;
}

/** The line for a listen that failed (`setting`: the variable that names the port). */
export function listenFailure(error: unknown, host: string, port: number, setting: string): string {
  const code = codeOf(error);
  const where = `port ${port} on ${host} (${setting})`;
  if (code === 'EADDRINUSE') return `${where} is in use, by another program or another copy of this server: stop it, or set ${setting} to a free port`;
  if (code === 'EACCES') return `${where} may not be opened by this user (EACCES): set ${setting} to a port above 1023`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HOST ${host} is not an address of this machine (${code}): set HOST (127.0.0.1, or 0.0.0.0 for every interface)`;
  return `${where} cannot be opened (${code})`;
}

/** Opens and closes a listener on the port, so a port in use is told before the database is opened. */
export function checkPortFree(host: string, port: number, setting: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(new StartupError(listenFailure(error, host, port, setting))));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const HOST_UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN']);

/** DATABASE_URL without its password: `postgres://user@host:5432/db`. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

/** The error and the errors it wraps (Drizzle puts the driver's in `cause`), outermost first. */
function causes(error: unknown): unknown[] {
  const list: unknown[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) list.push(e);
  return list;
}

/** The line for a database that could not be opened or migrated. */
export function databaseFailure(error: unknown, databaseUrl: string | null, pgliteDir: string): string {
  const chain = causes(error);
  const innermost = chain.at(-1) ?? error;
  const detail = (innermost instanceof Error ? innermost.message : String(innermost)).split('\n')[0];
  if (!databaseUrl) return `PGlite could not open ${pgliteDir} (DATA_DIR): ${detail}`;
  const where = `the database at ${describeDatabaseUrl(databaseUrl)} (DATABASE_URL)`;
  const codes = chain.map((e) => (e as { code?: unknown }).code).filter((code): code is string => typeof code === 'string');
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) {
    return `${where} does not answer: its host is not found (${codes.includes('ENOTFOUND') ? 'ENOTFOUND' : 'EAI_AGAIN'}); check DATABASE_URL`;
  }
  if (databaseUnreachable(error) || codes.some((code) => HOST_UNREACHABLE.has(code))) {
    return `${where} does not answer (${codes.find((code) => HOST_UNREACHABLE.has(code)) ?? codes[0]}): start it, or check DATABASE_URL`;
  }
  return `${where} could not be opened and migrated: ${detail}`;
}

/**
 * The start-up both a single process and the primary of WORKERS=N run (server/main.ts,
 * server/cluster.ts): the folders, the ports unless `checkPorts` is false (a worker shares its
 * primary's), then the database opened and migrated; a failure is one line through `failStart`.
 */
export async function openForStart(
  config: ServerConfig,
  logger: { info: (fields: object, msg: string) => void },
  failStart: (line: string) => Promise<never>,
  checkPorts = true,
) {
  try {
    for (const dir of checkFolders(config)) logger.info({ event: 'folder.created', dir }, `created ${dir}`);
    if (checkPorts) {
      await checkPortFree(config.host, config.port, 'PORT');
      if (config.metricsPort) await checkPortFree(config.host, config.metricsPort, 'METRICS_PORT');
    }
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    await failStart(error.message);
  }
  const pgliteDir = join(config.dataDir, 'pglite');
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir }).catch((error: unknown) =>
    failStart(databaseFailure(error, config.databaseUrl, pgliteDir)),
  );
}
