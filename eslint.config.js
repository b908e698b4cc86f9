// Lint rules, including the one-way import boundaries (CONTRIBUTING.md#import-rules):
// src/routes -> src/features -> src/lib, src/theme; no feature reaches into another feature; no
// import cycles. The zones below are path-based, so `../users/schemas` is caught like `@/features/users`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const upTwo = { group: ['../../*'], message: 'Import across folders through the @/ alias.' };
// faker draws the demo seed at build time only (scripts/gen-seed.mjs); the backends read the JSON it wrote.
const noFakerAtRunTime = {
  patterns: [upTwo, { group: ['**/seed-generator', '**/seed-generator/*'], message: 'The seed generator is build-time code: read src/lib/seed instead.' }],
  paths: [{ name: '@faker-js/faker', message: 'No faker at run time: the demo seed is committed JSON (docs/api/demo-seed.md).' }],
};

const routes = ['./src/routes', './src/routeTree.gen.ts'];
// src/lib/seed is the backends' data (the demo API and the server seed from it): the app reads it
// over HTTP, so none of the app's code imports it (its tests may).
const libOutsideSeed = readdirSync(new URL('./src/lib', import.meta.url))
  .filter((name) => name !== 'seed')
  .map((name) => `./src/lib/${name}`);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; share through src/lib.',
}));
const layerZones = [
  { target: ['./src/lib', './src/theme'], from: ['./src/features', ...routes], message: 'src/lib and src/theme never import a feature or a route.' },
  { target: './src/features', from: routes, message: 'Nothing imports a route file.' },
  { target: './src/demo-api', from: ['./src/features', ...routes], message: 'The demo API shares code through src/lib only.' },
];
const demoApiZone = {
  target: ['./src/lib', './src/theme', './src/features', './src/routes'],
  from: './src/demo-api',
  message: 'The demo API is a backend: reach it over HTTP (src/lib/http), not by import.',
};
const seedZone = {
  target: [...libOutsideSeed, './src/theme', './src/features', ...routes],
  from: './src/lib/seed',
  message: 'The seed is the backends\' data (src/lib/seed): the app reads it over HTTP, not by import.',
};
// The API server (server/, docs/server.md) is a backend too: the app reaches it over HTTP only.
const serverZone = { target: ['./src', './tests'], from: './server', message: 'The web app never imports the API server (server/): reach it over HTTP (src/lib/http).' };
// The server may import the contract and shared rules (src/lib), the list query's reading among them
// (src/lib/api-contract/list-query.ts) and the seed (src/lib/seed): the same seed and list semantics
// as the demo API (docs/server.md). Not the app's features, routes or theme, and never the demo API:
// what both backends share lives in src/lib. (server/contract runs the demo API as one of the two
// backends it compares, so it alone may import it: see its block below.)
const serverImports = {
  target: './server',
  from: './src',
  except: ['./lib', './demo-api'],
  message: 'The server imports src/lib only (the contract, shared rules, the seed: docs/server.md).',
};
const serverDemoApiZone = {
  target: './server',
  from: './src/demo-api',
  message:
    'The server never imports the demo API (src/demo-api): what both backends share lives in src/lib (the list query in src/lib/api-contract/list-query.ts, the seed in src/lib/seed).',
};
const boundaryZones = [...featureZones, ...layerZones, demoApiZone, seedZone, serverZone];

// A focused test (`.only`) silently skips every other test of its run: refused in every file, so a
// stray one fails `npm run lint` whether or not CI is set. Vitest's it/test/describe/suite/bench
// (`it.only`, `it.only.each`, `describe.concurrent.only`) and Playwright's `test.describe.only`,
// `test.describe.serial.only` (tests/e2e), dotted or computed (`it['only']`).
const testApi = '/^(it|test|describe|suite|bench)$/';
const isOnly = ":matches([property.name='only'][computed=false], [property.value='only'])";
const focusedTest = {
  selector: [
    `MemberExpression${isOnly}[object.name=${testApi}]`,
    `MemberExpression${isOnly}[object.object.name=${testApi}]`,
    `MemberExpression${isOnly}[object.object.object.name=${testApi}]`,
  ].join(', '),
  message: 'No focused tests: `.only` skips the rest of the suite. Remove it before committing.',
};
const testZones = [...featureZones, ...layerZones, serverZone];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-e2e-*', 'dist-bench-api', 'node_modules', 'public', 'src/routeTree.gen.ts', 'types/chakra', 'test-results', 'playwright-report', 'bench-results', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-syntax': ['error', focusedTest],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', noFakerAtRunTime],
    },
  },
  {
    // The seed generator is the one place faker is used (docs/api/demo-seed.md).
    files: ['src/demo-api/seed-generator/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [upTwo] }] },
  },
  {
    // src/lib/http alone starts the demo API, on the first request (docs/product-rules.md#demo-api).
    files: ['src/lib/http/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones, seedZone, serverZone] }] },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [serverImports, serverDemoApiZone, serverZone] }] },
  },
  {
    // Mail and notifications are each account's own: routes reach their tables through
    // server/access/ (mail.ts, notifications.ts), which puts the owner in every query, never directly.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../db/schema',
              importNames: ['mails', 'notifications'],
              message: 'Read and write mail and notifications through server/access/ (the owner filter of every query).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract suite runs the demo API's handlers as a backend (server/contract): the one part of
    // server/ that imports src/demo-api.
    files: ['server/contract/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests may reach into the demo API (its handlers answer their requests) and share fixtures.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: testZones }],
      'no-restricted-imports': 'off',
    },
  },
);
