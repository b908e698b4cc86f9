// The providers' specs' `test`: the specs' own (support/test.ts), with the app's settings for the
// provider the project is named after put in the page before any script runs. The three providers
// share one build (scripts/e2e-providers.mjs, vite.config.ts: CORVANE_RUNTIME_ENV), so the tests
// say which provider it signs in with, as a build of its own would have it built in.
import { test as base } from '../support/test';
import { servers } from '../../../scripts/auth-servers/servers.mjs';

export { expect, type Page, appTookOver } from '../support/test';

/** The `VITE_` settings a build against `id`'s server is made with. */
export function appSettings(id: string): Record<string, string> {
  const env = (servers as Record<string, { env: Record<string, string> }>)[id]?.env ?? {};
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}

export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    await context.addInitScript((settings) => {
      (window as { __corvaneEnv?: Record<string, string> }).__corvaneEnv = settings;
    }, appSettings(testInfo.project.name));
    await provide(context);
  },
});
