// Vitest set-up: the demo API answering every request through msw (unhandled requests fail the
// test) and a clean demo database per test; in jsdom (the default environment) also
// tests/setup-dom.ts. A file with no DOM work runs in Node with `// @vitest-environment node` on its
// first line, which skips jsdom's start (docs/testing.md#unit-tests).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoData } from '@/demo-api/db';
import { configureHttpClient } from '@/lib/http/client';
import { disposeTestSessions } from './auth';
import { eagerHandlers } from './eager-demo-handlers';
import { shareTestServer } from './test-server';

const dom = typeof document === 'undefined' ? null : await import('./setup-dom');

// The eager list (tests/eager-demo-handlers.ts): what ships loads each group on its first request.
export const server = setupServer(...eagerHandlers);
// Test files that also run without this file (tests/test-server.ts) add their handlers to it.
shareTestServer(server);

// Outside a rendered session (plain fetcher tests), requests carry the token kept in sessionStorage.
const defaultHttpHooks = {
  getToken: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem('accessToken')),
  onUnauthorized: () => {},
};
configureHttpClient(defaultHttpHooks);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await dom?.start();
});
afterEach(async () => {
  dom?.cleanup();
  disposeTestSessions();
  configureHttpClient(defaultHttpHooks);
  server.resetHandlers();
  dom?.resetStorage();
  await resetDemoData([]);
});
afterAll(() => server.close());
