// The demo API's service worker stays with the browser (docs/performance.md#demo-api): msw's own
// worker unregisters itself when its last page closes, which left the next load uncontrolled, so it
// fetched and started msw's page side before its first answer. public/demo-api-worker.js keeps it.
import { demoApiWorkerReady, signInIfAsked, submitLogin } from './support/app';
import { expect, test } from './support/test';

test('after the last dashboard page closes, the next load is answered by the worker from its start', async ({ page }) => {
  await page.goto('/dashboard');
  await signInIfAsked(page);
  // msw's page side has run on this page, so its unload tells the worker that its last client closed.
  await demoApiWorkerReady(page);
  await page.goto('about:blank');
  // Time for the worker to act on that message (msw's own worker unregisters itself there).
  await page.waitForTimeout(1000);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/demo-api-worker\.js$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('a sign-in on a page the worker does not control (a hard reload) goes through, and the page is not reloaded', async ({ page }) => {
  // A guest's first sign-in intent registers the worker (src/features/auth/use-sign-in-intent.ts).
  await page.goto('/auth/jwt/login');
  await page.getByRole('button', { name: /^sign in$/i }).hover();
  await demoApiWorkerReady(page);
  // A hard reload (as Shift+Reload makes) bypasses the worker: the page starts uncontrolled with the
  // worker registered, which msw answers by reloading the page (src/demo-api/worker-control.ts).
  const cdp = await page.context().newCDPSession(page);
  const reloaded = page.waitForEvent('domcontentloaded');
  await cdp.send('Page.reload', { ignoreCache: true });
  await reloaded;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await submitLogin(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
