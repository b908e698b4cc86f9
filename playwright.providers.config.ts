// The external sign-in providers' e2e tests (tests/e2e/providers), one project per provider, each
// on its own build and port. scripts/e2e-providers.mjs builds the apps and starts the servers.
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { servers } from './scripts/auth-servers/servers.mjs';

const ids = Object.keys(servers) as (keyof typeof servers)[];

export default defineConfig({
  ...base,
  testDir: 'tests/e2e/providers',
  testIgnore: undefined,
  projects: ids.map((id) => ({
    name: id,
    testMatch: `${id}.spec.ts`,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${servers[id].appPort}` },
  })),
  // Each project's build, served only when that project runs (--project picks one).
  webServer: ids
    .filter((id) => !process.argv.includes('--project') || process.argv.includes(id))
    .map((id) => ({
      command: `npx vite preview --outDir dist-e2e-${id} --port ${servers[id].appPort} --strictPort`,
      url: `http://localhost:${servers[id].appPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
});
