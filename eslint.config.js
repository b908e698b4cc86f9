// Lint rules, including the one-way import boundaries of STYLE.md:
// src/routes -> src/features -> src/lib, src/theme; no feature reaches into another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const upTwo = { group: ['../../*'], message: 'Import across folders through the @/ alias.' };
const noRoutes = { group: ['@/routes/*', '@/routeTree.gen'], message: 'Nothing imports a route file.' };
const noDemoApi = {
  group: ['@/demo-api/*'],
  message: 'The demo API is a backend: reach it over HTTP (src/lib/http), not by import.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench-results'] },
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
    },
  },
  {
    files: ['src/lib/**', 'src/theme/**'],
    ignores: ['src/lib/http/**', '**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*'], message: 'src/lib and src/theme never import a feature.' },
            noRoutes,
            noDemoApi,
            upTwo,
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*'], message: 'src/lib never imports a feature.' }, noRoutes] },
      ],
    },
  },
  {
    files: ['src/demo-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*'], message: 'The demo API shares code through src/lib only.' }, noRoutes] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: `A feature never imports another feature; share through src/lib.`,
            },
            noRoutes,
            noDemoApi,
            upTwo,
          ],
        },
      ],
    },
  })),
  {
    files: ['src/routes/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDemoApi] }],
    },
  },
);
