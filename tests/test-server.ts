// The msw server of a test file that answers the network with its own handlers and runs both with
// and without tests/setup.ts (docs/testing.md#mutation-testing): in the normal unit run the set-up
// file's server is already listening (two msw servers in one process would both intercept every
// request), so the file's handlers go on top of it with `server.use`, and the set-up file resets
// them after each test; in the mutation run (vitest.mutation.config.ts, no set-up file) the file
// gets a server of its own, with no handler but the test's and unhandled requests failing the test.
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

let shared: SetupServerApi | null = null;

/** tests/setup.ts hands its server over here before any test file loads. */
export function shareTestServer(server: SetupServerApi) {
  shared = server;
}

/**
 * The server a test adds its handlers to (`use(...)`, inside the test). Call it at the top of the
 * file: without tests/setup.ts it starts its own server for the file's tests.
 */
export function testServer(): { use: (...handlers: RequestHandler[]) => void } {
  if (shared) {
    const server = shared;
    return { use: (...handlers) => server.use(...handlers) };
  }
  const own = setupServer();
  beforeAll(() => own.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => own.resetHandlers());
  afterAll(() => own.close());
  return { use: (...handlers) => own.use(...handlers) };
}
