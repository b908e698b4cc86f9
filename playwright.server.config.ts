// The app against the API server end to end (issue 35, item 6; docs/server.md#end-to-end): the
// existing specs for sign-in, the users section, the file manager and chat, plus the server's own
// (tests/e2e/server: CSV export, two accounts seeing each other's changes), run on the one
// runtime-env build the sign-in providers' tests use (dist-e2e-providers, CORVANE_RUNTIME_ENV=1).
// Each page is told `VITE_API_URL` before any script runs (tests/e2e/support/test.ts: appEnv), so
// the build calls the server instead of starting the demo API. The server (scripts/e2e-server-backend.mjs)
// serves the build and the API on one origin, on PGlite in a fresh temporary folder, seeded once.
// `node scripts/e2e-server.mjs` builds (unless told --no-build) and runs it.
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { e2eMailDir } from './tests/e2e/server/mail-dir';

const port = Number(process.env.E2E_SERVER_PORT ?? 8791);
const origin = `http://127.0.0.1:${port}`;

/** The tests of the existing specs that run against the server too (by title). */
const againstServer = [
  'register, sign out, sign in again, and a reload keeps the session in the same tab',
  'a registration with a taken email shows the error next to the email field',
  'a guest opening a guarded page is sent to sign-in, and comes back to that page once signed in',
  'an unsafe returnTo ends on /dashboard',
  'create a user, find them by search, edit them, delete them',
  'uploads with progress, refuses a file over 50 MB, downloads the same bytes back, keeps them across a reload',
  'a chat message is sent and is there after a reload',
];
const escape = (title: string) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig<{ appEnv: Record<string, string> | undefined }>({
  ...base,
  // Its own folder: npm test runs the providers' suite, then the server's, and Playwright empties
  // its output folder when a run starts: a shared one would lose the first suite's traces.
  outputDir: 'test-results/server',
  // The server shares the two cores with the browser and the runner here (the main suite's
  // `vite preview` serves files only): a first list after sign-in was seen to take over the
  // specs' 10 s on a loaded machine, so assertions wait up to 20 s in this run.
  expect: { ...base.expect, timeout: 20_000 },
  // For the same reason a test has twice the main suite's time: the users spec (create, search,
  // edit, delete; 22 s in the main suite) ran out of 60 s beside the providers' suite and the bench.
  timeout: 120_000,
  testDir: 'tests/e2e',
  testIgnore: 'providers/**',
  projects: [
    {
      name: 'server',
      testMatch: ['auth.spec.ts', 'users.spec.ts', 'file-manager.spec.ts', 'mail-chat.spec.ts', 'server/*.spec.ts'],
      grep: new RegExp(`${againstServer.map(escape).join('|')}|@server`),
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: origin, appEnv: { VITE_API_URL: origin } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server-backend.mjs',
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_SERVER_PORT: String(port), E2E_MAIL_DIR: e2eMailDir(port) },
  },
});
