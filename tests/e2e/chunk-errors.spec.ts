// Decision docs/product-rules.md#chunk-errors: a route chunk that fails to load reloads the page once, then shows the
// ChunkLoadError screen with Retry; Retry loads the page once the chunk is reachable again.
import { expect, test } from './support/test';

test('a failed route chunk reloads once, then names the ChunkLoadError and offers Retry', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(/\/static\/js\/about-us-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/about-us');
  const screen = page.getByTestId('chunk-error');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('ChunkLoadError');
  await expect(screen).toContainText(/Loading chunk about-us-\S+ failed/);
  expect(loads).toBe(2);

  await page.unroute(/\/static\/js\/about-us-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
});
