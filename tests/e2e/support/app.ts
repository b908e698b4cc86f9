// Shared end-to-end helpers.
import { expect, type Page } from '@playwright/test';
import { demoId } from '../../../src/lib/api-contract/sample-ids';

export const DEMO_ACCOUNT = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' } as const;

export function samplePath(path: string): string {
  if (path.startsWith('/product/$id')) return path.replace('$id', 'market-pulse');
  if (path.startsWith('/dashboard/product/$id')) return path.replace('$id', 'market-pulse');
  return path.replace('$id', demoId);
}

/** Fills and submits the sign-in form at /auth/jwt/login (or a demo login screen). */
export async function submitLogin(page: Page, credentials: { email: string; password: string } = DEMO_ACCOUNT) {
  await page.getByLabel(/^email address/i).fill(credentials.email);
  await page.getByLabel(/^password/i).fill(credentials.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/**
 * Signs in with the demo account when the app sent the browser to the sign-in form (dashboard
 * routes for a guest), then waits until it has left the sign-in screens.
 */
export async function signInIfAsked(page: Page) {
  // The app has settled once a page heading shows: the sign-in form's or the requested page's.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (!new URL(page.url()).pathname.startsWith('/auth/jwt/login')) return;
  await submitLogin(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * Waits until the page's finite animations (a menu or popover opening, a toast sliding in) have
 * ended; spinners and skeletons, which run for ever, are not waited for. Playwright's pointer jumps
 * straight onto its target, where a person's crosses the screen: a click during an opening animation
 * was seen to be lost on a loaded machine.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/**
 * Waits until the demo API's worker answers the page's own `fetch` of an /api path (a test asking
 * the API directly). On a load the worker already controls, its page side starts once the page
 * has settled or with the first write (src/demo-api/browser.ts), which marks <html>.
 */
export async function demoApiWorkerReady(page: Page) {
  await page.locator('html[data-demo-api-worker]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Signs out through the dashboard's account menu (or a visible sign-out button). */
export async function signOut(page: Page) {
  const signOutControl = page
    .getByRole('menuitem', { name: /sign out/i })
    .or(page.getByRole('button', { name: /sign out/i }))
    .first();
  if (!(await signOutControl.isVisible())) {
    await page.getByRole('button', { name: /account/i }).first().click();
    // The menu places itself and fades in: Playwright's pointer jumps straight onto the item, and a
    // click during the opening animation can be lost (seen in a CI run: the menu stayed open).
    await expect(page.getByRole('menu').last()).toBeVisible();
    await animationsDone(page);
  }
  await signOutControl.click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
}

/**
 * Notes the title of every toast the page shows, from its next load on. A toast leaves after 3 s
 * (src/lib/toast/toaster.ts): a test that first waits for something else can look too late on a
 * busy machine; `toastsShown` tells whether it was shown at all.
 */
export async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = ((window as unknown as { __toasts?: string[] }).__toasts = []);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const titles = node.matches('[data-scope="toast"][data-part="title"]')
            ? [node]
            : [...node.querySelectorAll('[data-scope="toast"][data-part="title"]')];
          for (const title of titles) shown.push(title.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The titles of the toasts shown since the page loaded (watchToasts). */
export const toastsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);

/**
 * The screens showing, by their `data-screen`: a route's own screen carries its path pattern
 * (src/lib/route-screen.tsx), the screens shown in its place their kind (route-error, slow-load,
 * record-not-found, forbidden). Empty while the page navigates.
 */
export async function shownScreens(page: Page): Promise<string[]> {
  return page
    .evaluate(() => [...document.querySelectorAll('[data-screen]')].map((el) => el.getAttribute('data-screen') ?? ''))
    .catch(() => []);
}

/**
 * Waits until the route's own screen shows (`screen`: its path pattern, see support/seed-paths.ts
 * `screenOf`): its component rendered, rather than an error, a slow load, a missing record, the 403
 * or a loader still pending. A failure names the screens that did show.
 */
export async function expectOwnScreen(page: Page, screen: string, timeout = 30_000) {
  try {
    await expect
      .poll(() => shownScreens(page), { message: `${page.url()} shows its own screen (data-screen="${screen}")`, timeout })
      .toContain(screen);
  } catch (error) {
    // Say what the page shows instead (a loader that never ended, a crashed tab, another screen).
    if (error instanceof Error) error.message += `\n\nWhat the page showed instead: ${await describePage(page)}`;
    throw error;
  }
  await expect(page.locator(`[data-screen="${screen}"]`), `${page.url()}: its screen is visible`).toBeVisible();
}

/** What a page shows, for a failure message: its address, headings, loader, demo API worker, start of its text. */
export async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'the page is closed';
  return page
    .evaluate(async () => {
      const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
      return JSON.stringify({
        url: location.href,
        readyState: document.readyState,
        headings: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim()),
        loaderShown: document.querySelector('[data-testid="page-loader"]') !== null,
        serviceWorker: {
          controlled: navigator.serviceWorker?.controller?.state ?? null,
          registrations: registrations.map((r) => [r.active?.state, r.waiting?.state, r.installing?.state]),
        },
        text: document.body?.innerText.replace(/\s+/g, ' ').slice(0, 400),
      });
    })
    .catch((error: unknown) => `the page could not be read (${error instanceof Error ? error.message : String(error)})`);
}
