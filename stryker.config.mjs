// Mutation testing (docs/testing.md#mutation-testing): `npm run test:mutation`, or one module with
// `npm run test:mutation -- --mutate src/lib/money.ts`. Slow, so not part of `npm test`.
import { existsSync } from 'node:fs';

// With `--mutate a.ts,b.ts`, Vitest runs only those modules' own tests (a.test.ts or a.test.tsx):
// vitest.mutation.config.ts reads MUTATION_TESTS. Stryker's per-test filter alone still left each
// mutant run at about a minute on a shared two-core machine.
/**
 * Modules whose tests are not named after them. The session and the offline queue: their tests
 * without the demo API (`*-core.test.*`); the ones named after them need tests/setup.ts and are
 * not in vitest.mutation.config.ts, so the mapping below finds them but the config leaves them out.
 */
const testsOf = {
  'src/lib/search-params.ts': ['src/lib/data-table/list-search.test.ts'],
  'src/lib/session/session.ts': [
    'src/lib/session/session-core.test.ts',
    'src/lib/session/router-navigator.test.tsx',
  ],
  'src/lib/offline/offline-queue.ts': ['src/lib/offline/offline-queue-core.test.tsx'],
};
const mutateArg = process.argv.indexOf('--mutate');
if (mutateArg !== -1 && !process.env.MUTATION_TESTS) {
  process.env.MUTATION_TESTS = process.argv[mutateArg + 1]
    .split(',')
    .flatMap((file) => [
      ...(testsOf[file] ?? []),
      ...['.test.ts', '.test.tsx'].map((ext) => file.replace(/\.tsx?$/, ext)),
    ])
    .filter((file) => existsSync(file))
    .join(',');
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The unit tests of these modules only (vitest.mutation.config.ts); perTest coverage then runs,
  // for each mutant, just the tests that reach it.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  // The machine is shared: one test process at a time.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  // The modules whose mistakes cost users most (issue #37): money and invoice totals, list search
  // and URL state, session and expiry, the offline queue, sanitising, chunk-error recovery, the
  // prerender takeover, settings persistence and the kanban move logic.
  mutate: [
    'src/lib/money.ts',
    'src/lib/invoice-totals.ts',
    'src/lib/data-table/list-search.ts',
    'src/lib/search-params.ts',
    'src/lib/session/expiry-timer.ts',
    'src/lib/session/token.ts',
    'src/lib/session/session.ts',
    'src/lib/offline/offline-queue.ts',
    'src/lib/rich-text/sanitize-mail-html.ts',
    'src/lib/rich-text/sanitize-rich-text.ts',
    'src/lib/chunk-errors.ts',
    'src/lib/prerender-handoff.ts',
    'src/lib/settings/settings-store.ts',
    'src/lib/settings/settings-schema.ts',
    'src/features/kanban/board-ops.ts',
  ],
  ignoreStatic: true,
  // Not incremental: it kept "survived" for mutants that tests added since would kill (seen on
  // 27 Nov: 45.8 % reported, 88.9 % on a fresh run), so a score after new tests was stale.
  incremental: false,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 10,
};
