// The route table of docs/product-rules.md#marketing-site, #route-table: every path renders its own screen, unknown paths land on
// /404 without a history entry, and navigation scrolls to the top.
import { expect, test, type Page } from './support/test';
import { samplePath, signInIfAsked } from './support/app';
import { seedPaths } from './support/seed-paths';

async function expectScreen(page: Page, url: string) {
  await page.goto(url);
  // A dashboard page's heading comes with its data (the loader awaits it): allow for a busy machine.
  await expect(page.locator('h1').first(), `${url} shows a heading`).toBeVisible({ timeout: 30_000 });
  await expect(page, `${url} is not sent to the 404`).not.toHaveURL(/\/404$/);
  await expect(page.getByText('We could not find that page')).toHaveCount(0);
  return (await page.locator('[data-screen="coming-soon"]').count()) > 0;
}

// The ~80 paths go in groups of ten, each a test of its own (its own time limit, and the groups
// share the workers): as one test of ~80 full page loads it ran past its 5 minutes on a loaded CI
// machine while every page was rendering.
const CHUNK = 10;
const inGroups = (paths: readonly string[]) =>
  Array.from({ length: Math.ceil(paths.length / CHUNK) }, (_, i) => paths.slice(i * CHUNK, (i + 1) * CHUNK));
const guestGroups = inGroups(seedPaths.filter((p) => !p.startsWith('/dashboard')));
const dashboardGroups = inGroups(seedPaths.filter((p) => p.startsWith('/dashboard')));

// Public, shop and sign-in paths as a guest (sign-in screens are for guests, docs/product-rules.md#guest-routes).
for (const [i, paths] of guestGroups.entries()) {
  test(`every path of the route table renders its screen, not the 404: guest paths ${i + 1}/${guestGroups.length}`, async ({ page }) => {
    test.setTimeout(180_000);
    let comingSoon = 0;
    for (const path of paths) {
      if (path === '/404') {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        continue;
      }
      if (await expectScreen(page, samplePath(path))) comingSoon += 1;
    }
    console.log(`route table, guest paths ${i + 1}: ${paths.length} paths, ${comingSoon} still show the coming-soon screen`);
  });
}

// Dashboard paths signed in (docs/product-rules.md#guarded-routes): each stays on its own screen, never the sign-in page or a 403.
for (const [i, paths] of dashboardGroups.entries()) {
  test(`every path of the route table renders its screen, not the 404: dashboard paths ${i + 1}/${dashboardGroups.length}`, async ({ page }) => {
    test.setTimeout(180_000);
    let comingSoon = 0;
    await page.goto('/dashboard');
    await signInIfAsked(page);
    for (const path of paths) {
      const url = samplePath(path);
      if (await expectScreen(page, url)) comingSoon += 1;
      await expect(page, `${url} keeps the session`).not.toHaveURL(/\/auth\//);
      await expect(page.getByRole('heading', { name: /403|access denied/i })).toHaveCount(0);
    }
    console.log(`route table, dashboard paths ${i + 1}: ${paths.length} paths, ${comingSoon} still show the coming-soon screen`);
  });
}

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
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  }).toPass();
  await page.getByRole('link', { name: /back to home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
