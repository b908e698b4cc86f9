// The two backends the contract suite runs against (docs/server.md#the-contract-suite): the demo
// API's msw handlers (called in-process with msw's getResponse) and the server on a fresh in-memory
// PGlite seeded with the same seed (`app.request()`, no port). The demo's handlers are the eager
// list the unit tests use (tests/eager-demo-handlers.ts): the app's list loads each group on its
// first request, which would put a group's import inside a test's time limit;
// src/demo-api/handlers.test.ts checks that both lists answer alike. Every answer of either is
// checked against the OpenAPI document (openapi-check.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { streamMailer, type Mailer, type OutgoingMail } from '../mail/mailer';
import { checkedByDocument } from './openapi-check';

/** A message the server's mailer built (the MIME bytes too), as the test reads it. */
export interface SentMail extends OutgoingMail {
  raw: Buffer;
}

/** What the server mailed during a test: the demo mails nothing (it answers `demoCode` and `demoLink`). */
export interface Mailbox {
  sent: SentMail[];
  /** The last message to the address. */
  last(to: string): SentMail | undefined;
}

export interface Backend {
  name: 'demo' | 'server';
  /** Sends a request to `/api/...` and returns the answer. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The server's mail (the codes and links a real server mails instead of answering them). */
  mailbox?: Mailbox;
  close(): Promise<void>;
}

/** A mailer that keeps what it sends (nodemailer builds each message as it would for SMTP). */
export function mailboxMailer(): Mailer & { mailbox: Mailbox } {
  const sent: SentMail[] = [];
  const mailer = streamMailer('mailbox', 'Corvane <no-reply@corvane.example>', async (raw, mail) => void sent.push({ ...mail, raw }));
  const mailbox: Mailbox = { sent, last: (to) => sent.findLast((m) => m.to.toLowerCase() === to.toLowerCase()) };
  return Object.assign(mailer, { mailbox });
}

/** The six-digit code of a reset or verification mail. */
export const codeIn = (mail: SentMail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];

/** The token of an invitation link in a mail or an answer's `demoLink`. */
export const invitationTokenIn = (text: string | undefined) => {
  const token = /[?&]invitation=([^&\s]+)/.exec(text ?? '')?.[1];
  return token ? decodeURIComponent(token) : undefined;
};

const ORIGIN = 'http://localhost';

export async function demoBackend(): Promise<Backend> {
  const { eagerHandlers: handlers } = await import('../../tests/eager-demo-handlers');
  return {
    name: 'demo',
    request: checkedByDocument(async (path, init) => {
      const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, init));
      if (!response) throw new Error(`The demo API has no handler for ${init?.method ?? 'GET'} ${path}`);
      return response;
    }),
    close: () => Promise.resolve(),
  };
}

let sharedDatabase: Promise<Database> | undefined;
/** Uploaded bytes of this test file's server go to a temporary folder. */
let fileStorageDir: string | undefined;
let users = 0;
let fileDatabase: { url: string; drop: () => Promise<void> } | undefined;

/** A new, empty database on the PostgreSQL of `serverUrl` (whose own database it connects to), and its drop. */
async function createFileDatabase(serverUrl: string) {
  const { default: postgres } = await import('postgres');
  const name = `contract_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The server on this test file's database. Its settings are the defaults but two, so the suites
 * that run on both backends meet the same rules: registration is open, as the demo's is (a case that
 * needs invitations asks for `registration: 'invite'`), and the registrations allowed per client
 * address are many, since every in-process request comes from one address ('unknown'; the limits
 * have their own tests, server/team.test.ts). Mail goes to `mailbox` unless `smtpUrl` or a mailer is given;
 * logs nowhere unless a logger is given.
 */
export async function serverBackend(overrides: Partial<ServerConfig> = {}, mailer?: Mailer, logger?: Logger) {
  const [{ createApp }, { tokenIssuer }, { loadConfig }, { openDatabase }, { createLogger }, { seedDatabase }, { createLiveBus }, { createMailer }, { createMetrics }] = await Promise.all([
    import('../app'),
    import('../auth/tokens'),
    import('../config'),
    import('../db/client'),
    import('../log'),
    import('../seed'),
    import('../live/bus'),
    import('../mail/mailer'),
    import('../metrics'),
  ]);
  // One PGlite per test file (a module instance each), seeded once, shared by the apps it builds.
  // CONTRACT_DATABASE_URL: the same suite on a real PostgreSQL, a database of its own per test file
  // (created there, dropped at the end), as the files run side by side (npm run test:contract-pg).
  sharedDatabase ??= (async () => {
    const server = process.env.CONTRACT_DATABASE_URL;
    if (server) fileDatabase = await createFileDatabase(server);
    const database = await openDatabase({ databaseUrl: fileDatabase?.url ?? null });
    await seedDatabase(database.db);
    return database;
  })();
  const database = await sharedDatabase;
  users += 1;
  fileStorageDir ??= mkdtempSync(join(tmpdir(), 'corvane-contract-files-'));
  const defaults = loadConfig({});
  const config: ServerConfig = {
    ...defaults,
    staticDir: null,
    fileStorageDir,
    registration: 'open',
    registerLimit: { ...defaults.registerLimit, perAddress: 1000 },
    ...overrides,
  };
  // Each app its own live bus on the shared database, as each process would have (docs/server.md#live-updates).
  const live = createLiveBus(database);
  const log = logger ?? createLogger('silent');
  const kept = mailer || config.smtpUrl ? undefined : mailboxMailer();
  const sender = mailer ?? kept ?? createMailer(config, log);
  // Each app its own registry, as each process has (docs/server.md#metrics).
  const metrics = createMetrics(database);
  const app = createApp({ database, tokens: tokenIssuer('contract-suite-secret', 3600), config, logger: log, live, mailer: sender, metrics });
  const backend: Backend & { app: typeof app; live: typeof live; database: Database; metrics: typeof metrics } = {
    name: 'server',
    app,
    live,
    database,
    metrics,
    mailbox: kept?.mailbox,
    request: checkedByDocument(async (path, init) => app.request(`${ORIGIN}${path}`, init)),
    close: async () => {
      sender.close();
      users -= 1;
      if (users === 0) {
        // A later describe of the same file opens a new one.
        sharedDatabase = undefined;
        await database.close();
        await fileDatabase?.drop();
        fileDatabase = undefined;
        if (fileStorageDir) rmSync(fileStorageDir, { recursive: true, force: true });
        fileStorageDir = undefined;
      }
    },
  };
  return backend;
}
