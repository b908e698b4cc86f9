// The Vitest config of mutation testing (stryker.config.mjs, docs/testing.md#mutation-testing): the
// app project's set-up (jsdom, msw) but only the unit tests of the mutated modules. Vitest's
// `related` mode would also run every page test that imports them, minutes per mutant.
import { defineConfig } from 'vitest/config';
import base from './vite.config';

export const mutationTests = [
  'src/lib/money.test.ts',
  'src/lib/invoice-totals.test.ts',
  'src/lib/data-table/list-search.test.ts',
  'src/lib/session/expiry-timer.test.ts',
  'src/lib/session/token.test.ts',
  'src/lib/session/session.test.ts',
  'src/lib/offline/offline-queue.test.tsx',
  'src/lib/rich-text/sanitize-mail-html.test.ts',
  'src/lib/rich-text/rich-text.test.tsx',
  'src/lib/chunk-errors.test.ts',
  'src/lib/prerender-handoff.test.tsx',
  'src/lib/settings/settings-store.test.tsx',
  'src/lib/settings/settings-schema.test.ts',
  'src/features/kanban/board-ops.test.ts',
];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    name: 'app',
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: mutationTests,
  },
});
