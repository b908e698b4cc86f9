// The two backends the contract suite runs against (docs/server.md#the-contract-suite): the demo
// API's msw handlers (called in-process with msw's getResponse) and the server on a fresh in-memory
// PGlite seeded with the same seed (`app.request()`, no port). The demo's handlers are the eager
// list the unit tests use (tests/eager-demo-handlers.ts): the app's list loads each group on its
// first request, which would put a group's import inside a test's time limit;
// src/demo-api/handlers.test.ts checks that both lists answer alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';

export interface Backend {
  name: 'demo' | 'server';
  /** Sends a request to `/api/...` and returns the answer. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

const ORIGIN = 'http://localhost';

export async function demoBackend(): Promise<Backend> {
  const { eagerHandlers: handlers } = await import('../../tests/eager-demo-handlers');
  return {
    name: 'demo',
    async request(path, init) {
      const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, init));
      if (!response) throw new Error(`The demo API has no handler for ${init?.method ?? 'GET'} ${path}`);
      return response;
    },
    close: () => Promise.resolve(),
  };
}

let sharedDatabase: Promise<Database> | undefined;
/** Uploaded bytes of this test file's server go to a temporary folder. */
let fileStorageDir: string | undefined;
let users = 0;

export async function serverBackend(overrides: Partial<ServerConfig> = {}) {
  const [{ createApp }, { tokenIssuer }, { loadConfig }, { openDatabase }, { createLogger }, { seedDatabase }, { createLiveBus }] = await Promise.all([
    import('../app'),
    import('../auth/tokens'),
    import('../config'),
    import('../db/client'),
    import('../log'),
    import('../seed'),
    import('../live/bus'),
  ]);
  // One PGlite per test file (a module instance each), seeded once, shared by the apps it builds.
  // CONTRACT_DATABASE_URL: the same suite on a real PostgreSQL (an empty database it may truncate).
  sharedDatabase ??= openDatabase({ databaseUrl: process.env.CONTRACT_DATABASE_URL || null }).then(async (database) => {
    await seedDatabase(database.db);
    return database;
  });
  const database = await sharedDatabase;
  users += 1;
  fileStorageDir ??= mkdtempSync(join(tmpdir(), 'corvane-contract-files-'));
  const config = { ...loadConfig({}), staticDir: null, fileStorageDir, ...overrides };
  // Each app its own live bus on the shared database, as each process would have (docs/server.md#live-updates).
  const live = createLiveBus(database);
  const app = createApp({ database, tokens: tokenIssuer('contract-suite-secret', 3600), config, logger: createLogger('silent'), live });
  const backend: Backend & { app: typeof app; live: typeof live } = {
    name: 'server',
    app,
    live,
    request: async (path, init) => app.request(`${ORIGIN}${path}`, init),
    close: async () => {
      users -= 1;
      if (users === 0) {
        await database.close();
        if (fileStorageDir) rmSync(fileStorageDir, { recursive: true, force: true });
      }
    },
  };
  return backend;
}
