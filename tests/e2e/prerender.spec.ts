// The marketing pages ship prerendered (scripts/prerender.mjs): the page is in the HTML, so a
// visitor sees it before any script runs; the app then takes over, and the snapshot only shows
// where it is right (English, its own address).
import { expect, test } from './support/test';

test('the home page is in the HTML itself, and the app takes over from it', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const snapshot = html.slice(html.indexOf('data-prerendered'));
  expect(snapshot).toMatch(/<h1[^>]*>/);
  expect(html).toMatch(/<title>Home · Corvane<\/title>/);

  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The live app answers: the language menu opens.
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('menuitemradio', { name: /français/i })).toBeVisible();
});

test('the page shows without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('About us · Corvane');
  await context.close();
});

test('a French visitor is not shown the English snapshot', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
});
