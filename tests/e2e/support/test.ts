// The specs' `test`: Playwright's, with a page whose goto / reload / back / forward also wait until
// the app has taken over from a prerendered page (scripts/prerender.mjs). Until then the snapshot
// is inert (it shows, but does not respond), as it is for a visitor whose scripts are still
// loading; a test acts on the live app, not on the picture of it.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/** Resolves once no prerendered snapshot is showing (none was served, or the app took over). */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-prerender') !== 'show');
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await appTookOver(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
