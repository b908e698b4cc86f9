// The external sign-in providers' e2e tests (tests/e2e/providers), one project per provider on its
// own port (its own origin, as each provider keeps its session per origin). The three share one
// build, dist-e2e-providers, told per project which provider to sign in with
// (tests/e2e/providers/provider-test.ts). scripts/e2e-providers.mjs builds it and starts the servers.
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { servers } from './scripts/auth-servers/servers.mjs';

const ids = Object.keys(servers) as (keyof typeof servers)[];
export const providersOutDir = 'dist-e2e-providers';

export default defineConfig({
  ...base,
  // Its own folder: npm test runs the providers' suite, then the server's, and Playwright empties
  // its output folder when a run starts: a shared one would lose the first suite's traces.
  outputDir: 'test-results/providers',
  testDir: 'tests/e2e/providers',
  testIgnore: undefined,
  projects: ids.map((id) => ({
    name: id,
    testMatch: `${id}.spec.ts`,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${servers[id].appPort}` },
  })),
  // The build, served on each project's port only when that project runs (--project picks one).
  webServer: ids
    .filter((id) => !process.argv.includes('--project') || process.argv.includes(id))
    .map((id) => ({
      command: `npx vite preview --outDir ${providersOutDir} --port ${servers[id].appPort} --strictPort`,
      url: `http://localhost:${servers[id].appPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
});
