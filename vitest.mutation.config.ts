// The Vitest config of mutation testing (stryker.config.mjs, docs/testing.md#mutation-testing): only
// the unit tests of the mutated modules (Vitest's `related` mode would also run every page test
// that imports them, minutes per mutant). None runs with the set-up file (tests/setup.ts), whose
// msw server, demo database and translations cost seconds per run, and Stryker runs once per
// mutant: the session's and the offline queue's tests here answer the network with their own msw
// handlers (tests/test-server.ts).
import { defineConfig } from 'vitest/config';
import base from './vite.config';

/** Tests of pure logic: no DOM, no request. */
const pureTests = [
  'src/lib/money.test.ts',
  'src/lib/invoice-totals.test.ts',
  'src/lib/data-table/list-search.test.ts',
  'src/lib/session/expiry-timer.test.ts',
  'src/lib/session/token.test.ts',
  'src/lib/settings/settings-schema.test.ts',
  'src/features/kanban/board-ops.test.ts',
];

/**
 * Tests that need a DOM but no demo API, translation or provider: jsdom without the set-up file.
 * The session's and the offline queue's answer their requests with msw handlers of their own; the
 * tests of those two modules that need the demo API (session.test.ts, offline-queue.test.tsx) run
 * in the normal unit run only (about 50 s a mutant with the set-up file).
 */
const domTests = [
  'src/lib/rich-text/sanitize-mail-html.test.ts',
  'src/lib/rich-text/sanitize-rich-text.test.ts',
  'src/lib/chunk-errors.test.ts',
  'src/lib/prerender-handoff.test.tsx',
  'src/lib/settings/settings-store.test.ts',
  'src/lib/session/session-core.test.ts',
  'src/lib/session/router-navigator.test.tsx',
  'src/lib/offline/offline-queue-core.test.tsx',
];

/** `MUTATION_TESTS` (set by stryker.config.mjs from `--mutate`) narrows the run to those files. */
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);
const pick = (files: string[]) => (only ? files.filter((file) => only.includes(file)) : files);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      { extends: true, test: { name: 'pure', environment: 'node', include: pick(pureTests) } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', setupFiles: [], include: pick(domTests) } },
    ],
  },
});
