// The route table of seed §2.1 and §2.3: every path renders its own screen, unknown paths land on
// /404 without a history entry, and navigation scrolls to the top.
import { expect, test } from '@playwright/test';
import { samplePath } from './support/app';
import { seedPaths } from './support/seed-paths';

test('every path of the route table renders its screen, not the 404', async ({ page }) => {
  test.setTimeout(240_000);
  let comingSoon = 0;
  for (const path of seedPaths) {
    const url = samplePath(path);
    await page.goto(url);
    await expect(page.locator('h1').first(), `${url} shows a heading`).toBeVisible();
    if (path !== '/404') {
      await expect(page, `${url} is not sent to the 404`).not.toHaveURL(/\/404$/);
      await expect(page.getByText('We could not find that page')).toHaveCount(0);
    }
    if ((await page.locator('[data-screen="coming-soon"]').count()) > 0) comingSoon += 1;
  }
  console.log(`route table: ${seedPaths.length} paths, ${comingSoon} still show the coming-soon screen`);
});

test('an unknown path lands on /404 and replaces the history entry', async ({ page }) => {
  await page.goto('/about-us');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about-us$/);
});

test('navigating scrolls the page to the top', async ({ page }) => {
  await page.goto('/404');
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('link', { name: /back to home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
