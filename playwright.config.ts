import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// E2E_PORT lets several checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // The provider specs need their own builds and sign-in servers (scripts/e2e-providers.mjs runs
  // them); the server's need the API server (scripts/e2e-server.mjs).
  testIgnore: ['providers/**', 'server/**'],
  fullyParallel: true,
  workers: 2,
  // No retry, in CI or not: a test that fails once is a failing test (docs/testing.md#flaky-tests).
  // A stray `.only` fails a CI run instead of shrinking it to one test.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs reads the counts from the JSON report it asks for (E2E_REPORT).
  reporter: process.env.E2E_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
