// The live-update latency bench (tests/bench/live-latency.spec.ts, `npm run bench:live-paint`):
// the demo build under `vite preview` as the end-to-end suite serves it, or, with
// LIVE_LATENCY_BACKEND=server, the runtime-env build against the API server on PGlite as
// playwright.server.config.ts serves it. One worker: the figure is the machine's, not a race.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import serverBase from './playwright.server.config';

const server = process.env.LIVE_LATENCY_BACKEND === 'server';
const from = server ? serverBase : base;

export default defineConfig({
  ...from,
  testDir: 'tests/bench',
  testMatch: 'live-latency.spec.ts',
  testIgnore: [],
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results/latency',
  projects: from.projects?.map(({ testMatch: _m, grep: _g, ...project }) => project),
});
