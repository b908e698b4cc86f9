// The specs' `test`: Playwright's, with a page whose goto / reload / back / forward also start the
// app on a prerendered page (scripts/prerender.mjs) and wait until it has hydrated it. A visitor's
// page starts the app on intent or once idle (docs/performance.md); most specs test the app, so
// they start it at once. Specs of the page before the app runs use `base` (tests/e2e/prerender.spec.ts).
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/** Resolves once no prerendered snapshot is showing (none was served, or the app took over). */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => {
    (window as { __corvaneStartApp?: () => void }).__corvaneStartApp?.();
    return document.documentElement.getAttribute('data-prerender') !== 'show';
  });
}

export { base as plainTest };

/** Whether the app has taken the page over (`<html data-app>`). */
export const appRunning = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app'));

/**
 * Holds a prerendered page's takeover until the returned function is called: the boot script's
 * `corvane:go` (scripts/prerender-boot.js), which a prepared app waits for, is kept from the app and
 * given to it on release. The code still runs ahead; only the takeover waits, however slow the page.
 */
export async function holdTakeover(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __takeoverHeld?: boolean; __releaseTakeover?: () => void };
    let asked = false;
    w.__takeoverHeld = true;
    // Registered before the page's scripts run, so it is called before the app's listener.
    addEventListener('corvane:go', (event) => {
      if (!w.__takeoverHeld) return;
      event.stopImmediatePropagation();
      asked = true;
    });
    w.__releaseTakeover = () => {
      w.__takeoverHeld = false;
      if (asked) dispatchEvent(new Event('corvane:go'));
    };
  });
  return () => page.evaluate(() => (window as unknown as { __releaseTakeover: () => void }).__releaseTakeover());
}

/** Holds the app's scripts until the returned function is called: the page before the app runs. */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The `VITE_` settings `window.__corvaneEnv` gives a runtime-env build (vite.config.ts: corvane-runtime-env). */
export type AppEnv = Record<string, string>;

/** Puts the app's settings in every page of `context` before any script runs. */
export async function applyAppEnv(context: BrowserContext, appEnv: AppEnv | undefined) {
  if (!appEnv) return;
  await context.addInitScript((settings) => {
    (window as { __corvaneEnv?: Record<string, string> }).__corvaneEnv = settings;
  }, appEnv);
}

export const test = base.extend<{ appEnv: AppEnv | undefined }>({
  // A project sets it to run the same specs on a build told where its API is (playwright.server.config.ts).
  appEnv: [undefined, { option: true }],
  context: async ({ context, appEnv }, provide) => {
    await applyAppEnv(context, appEnv);
    await provide(context);
  },
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
