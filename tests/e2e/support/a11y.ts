// The accessibility gate's helpers (docs/accessibility.md): the looks a route is checked in, a
// settled page (its own screen and heading shown, loading skeletons gone, entry animations over),
// and axe's serious and critical findings as readable lines. Any spec can gate its own screen with
// `expectNoAxeViolations`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { appTookOver } from './test';
import { expectOwnScreen, submitLogin } from './app';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Look {
  name: string;
  /** The stored settings (src/lib/settings/settings-schema.ts) this look starts with. */
  settings: Record<string, unknown>;
  language: 'en' | 'fr' | 'ar';
  /** Only the colour rules: the look changes colours, not structure or words. */
  colourOnly?: boolean;
}

export const looks: readonly Look[] = [
  { name: 'light ltr', settings: { themeMode: 'light' }, language: 'en' },
  { name: 'dark ltr', settings: { themeMode: 'dark' }, language: 'en', colourOnly: true },
  { name: 'light rtl', settings: { themeMode: 'light', themeDirection: 'rtl' }, language: 'ar' },
  { name: 'dark rtl', settings: { themeMode: 'dark', themeDirection: 'rtl' }, language: 'ar', colourOnly: true },
  // Bold in light mode; every preset × mode × contrast level is covered token by token in
  // src/theme/a11y-contrast.test.ts, which costs milliseconds instead of a browser run.
  { name: 'bold', settings: { themeContrast: 'bold' }, language: 'en', colourOnly: true },
];

/** The rules whose outcome depends on colours alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** A browser context whose pages start in `look` (settings and language stored before any script). */
export async function newLookContext(
  browser: Browser,
  look: Look,
  options: { baseURL?: string; reducedMotion?: 'reduce' } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(
    ([settings, language]) => {
      localStorage.setItem('settings', JSON.stringify({ state: settings, version: 0 }));
      localStorage.setItem('i18nextLng', language);
    },
    [look.settings, look.language] as const,
  );
  return context;
}

/** Signs in on a page of `context` and returns it; the session lives in that tab's sessionStorage. */
export async function signedInPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/auth/jwt/login');
  await appTookOver(page);
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  return page;
}

export { submitLogin };

/**
 * Opens `url` in the page: a full load the first time, afterwards the router's own navigation (a
 * history entry and a popstate, as the Back button makes), which skips reloading the app and the
 * demo API for every route. The previous screen's heading is marked so `settle` waits for the new one.
 */
export async function visit(page: Page, url: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(url);
    return;
  }
  // Already there (the sign-in lands on /dashboard): a navigation to the same address renders
  // nothing new, so a heading marked stale would never be replaced.
  const here = new URL(page.url());
  if (here.pathname + here.search === url) return;
  await page.evaluate((next) => {
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-a11y-stale', '');
    const index = Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', next);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * Puts an open page in `look` in place, as another tab of the same browser would: the stored
 * language and settings change and the app follows the `storage` event
 * (src/lib/settings/follow-other-tabs.ts). Resolves once <html> shows the look.
 */
export async function applyLook(page: Page, look: Look) {
  await page.evaluate(
    ([settings, language]) => {
      const write = (key: string, value: string) => {
        const oldValue = localStorage.getItem(key);
        if (oldValue === value) return;
        localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
      };
      write('i18nextLng', language);
      write('settings', JSON.stringify({ state: settings, version: 0 }));
    },
    [look.settings, look.language] as const,
  );
  const html = page.locator('html');
  const mode = (look.settings.themeMode as string | undefined) ?? 'light';
  await expect(html, `the page shows the look ${look.name}`).toHaveAttribute('lang', look.language);
  await expect(html).toHaveAttribute('dir', (look.settings.themeDirection as string | undefined) ?? (look.language === 'ar' ? 'rtl' : 'ltr'));
  await expect(html).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await expect(html).toHaveAttribute('data-contrast', (look.settings.themeContrast as string | undefined) ?? 'default');
}

export interface SettleOptions {
  /** The route's own screen (its path pattern, support/seed-paths.ts `screenOf`) that must show. */
  screen?: string;
  /** How long the screen and its heading may take to show (30 s; the gate's self-test shortens it). */
  timeout?: number;
  /** How long the page may stay `aria-busy` (20 s; likewise). */
  busyTimeout?: number;
}

/**
 * Waits until the screen has settled: the app took over from a prerendered snapshot, the route's
 * own screen shows when `screen` is given (not an error, slow-load, not-found or 403 screen in its
 * place, nor another route's), a level-1 heading is visible, no region is `aria-busy` (skeletons,
 * fetching tables) and entry animations are over. Each wait fails rather than lets the check go on:
 * checking a page mid-load would check a skeleton, and another screen under its name a screen
 * that is not the route's.
 */
export async function settle(page: Page, { screen, timeout = 30_000, busyTimeout = 20_000 }: SettleOptions = {}) {
  await appTookOver(page);
  if (screen) await expectOwnScreen(page, screen, timeout);
  await expect(page.locator('h1:not([data-a11y-stale])').first(), `${page.url()} shows its heading`).toBeVisible({
    timeout,
  });
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length), {
      message: `${page.url()} has finished loading (nothing aria-busy)`,
      timeout: busyTimeout,
    })
    .toBe(0);
  // Finite animations (fades, slides) must end before colours are measured; infinite ones
  // (spinners, skeleton pulses) never do and are left running.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Serious and critical axe findings on the page (or inside `include`), one line per rule. */
export async function axeViolations(page: Page, options: { include?: string; colourOnly?: boolean } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(
    async ([include, rules]) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
      return axe.run(include ?? document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
    },
    [options.include ?? null, options.colourOnly ? colourRules : null] as const,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.help}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails (softly, so every route of a run is reported) on any serious or critical finding. */
export async function expectNoAxeViolations(page: Page, label: string, options: { include?: string; colourOnly?: boolean } = {}) {
  const found = await axeViolations(page, options);
  expect.soft(found, `axe on ${label}:\n  ${found.join('\n  ')}`).toEqual([]);
}
