// The demo API's service worker stays with the browser (docs/performance.md#demo-api): msw's own
// worker unregisters itself when its last page closes, which left the next load uncontrolled, so it
// fetched and started msw's page side before its first answer. public/demo-api-worker.js keeps it.
import { demoApiWorkerReady, signInIfAsked } from './support/app';
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
