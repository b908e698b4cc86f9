// Faults a user can hit with the browser misbehaving (README "What users can count on"): each must
// leave the user informed and their work intact, never stuck or blaming the wrong party.
import { demoId } from '../../src/lib/api-contract/sample-ids';
import { submitLogin } from './support/app';
import { expect, test, type Page } from './support/test';

test('storage full: "Add to cart" still confirms, and says once that the cart will not be remembered', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'corvane-cart')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/product/market-pulse');
  await page.getByRole('button', { name: 'Add Team to cart' }).click();
  await expect(page.getByText('Market Pulse (Team) is in your cart.')).toBeVisible();
  await expect(page.getByText('Changes will not be remembered')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Starter to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByText('Changes will not be remembered')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('no service workers: the sign-in page explains, before anyone types, that the demo server cannot start', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A blocked registration is what a browser without service workers (or plain http on a LAN
  // address) gives the app: navigator.serviceWorker is absent.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'serviceWorker', {
      get: () => undefined,
      configurable: true,
    });
    delete (Navigator.prototype as unknown as { serviceWorker?: unknown }).serviceWorker;
  });
  await page.goto('/auth/jwt/login');
  await expect(page.getByText('The demo server cannot start here')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel(/^email address/i).fill('demo@corvane.example');
  await page.getByLabel(/^password/i).fill('Corvane-demo-2026');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Open the app at http://localhost:5173 or over https' })
      .last(),
  ).toBeVisible();
  await expect(page.getByText(/\[MSW\]/)).toHaveCount(0);
  await context.close();
});

test('a route chunk failing with sessionStorage full reloads once, then names the ChunkLoadError', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(/\/static\/js\/about-us-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/about-us');
  const screen = page.getByTestId('chunk-error');
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(screen).toContainText('ChunkLoadError');
  await expect(page.getByText('Something went wrong on our side')).toHaveCount(0);
  expect(loads).toBe(2);

  await page.unroute(/\/static\/js\/about-us-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/about-us$/);
});

/** Signs in with the demo account on a fresh page, then sets the demo API's faults (docs/api/demo-faults.md). */
async function signInWithFaults(page: Page, faults: string) {
  await page.goto('/auth/jwt/login');
  await submitLogin(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
  await page.evaluate((value) => localStorage.setItem('corvane.demo.failRequests', value), faults);
}

const clearFaults = (page: Page) =>
  page.evaluate(() => localStorage.removeItem('corvane.demo.failRequests'));

test('a list answered with an HTML page says it cannot read the answer, and Retry recovers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithFaults(page, 'html GET /api/user/list');
  await page.goto('/dashboard/user/list');
  const table = page.getByTestId('user-table');
  await expect(table.getByText('The server sent an answer this page cannot read.')).toBeVisible({
    timeout: 30_000,
  });
  await clearFaults(page);
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
});

test('a record that never arrives on a full page load: the shell stays, and after the time limit Retry and a way out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithFaults(page, 'hang GET /api/user/details');
  await page.goto(`/dashboard/user/${demoId}/edit`);
  await expect(page.getByText('This is taking longer than it should')).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Back to the list' })
      .or(page.getByRole('link', { name: /list/i }))
      .first(),
  ).toBeVisible();
  await clearFaults(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 30_000 });
});
