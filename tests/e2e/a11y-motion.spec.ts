// Reduced motion (docs/accessibility.md): with `prefers-reduced-motion: reduce` no CSS animation
// or transition lasts longer than 100 ms (loader, drawers, menus, skeletons) and charts draw at once.
import { expect, test, type Page } from './support/test';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

/** The longest running animation and the longest declared transition or animation, in ms. */
async function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(0, ...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000) || 0));
    let declared = 0;
    let where = '';
    for (const el of document.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const longest = Math.max(
        style.transitionProperty === 'none' ? 0 : ms(style.transitionDuration) + ms(style.transitionDelay),
        style.animationName === 'none' ? 0 : ms(style.animationDuration) + ms(style.animationDelay),
      );
      if (longest > declared) {
        declared = longest;
        where = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`;
      }
    }
    const running = Math.max(
      0,
      ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0)),
    );
    return { declared, running, where };
  });
}

async function expectStill(page: Page, what: string) {
  const motion = await longestMotion(page);
  expect(motion.declared, `${what}: longest CSS motion on ${motion.where}`).toBeLessThanOrEqual(100);
  expect(motion.running, `${what}: a running animation`).toBeLessThanOrEqual(100);
}

test('with reduced motion, drawers, menus, the loader and charts do not animate', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/app');
  // The app's loader and skeletons are on screen while the sign-in check runs.
  await expectStill(page, 'start');
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/app$/, { timeout: 60_000 });
  await expectStill(page, 'overview while loading');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expectStill(page, 'overview');

  // Charts draw in their final shape at once: a series path does not change afterwards. Each path
  // drawn is marked and compared with itself (charts draw one after another, so "the first path"
  // can be another chart's a moment later).
  const series = page.locator('[data-chart-plot] path[data-area], [data-chart-plot] path[data-series]');
  await expect(series.first()).toBeAttached({ timeout: 30_000 });
  const drawn = await series.evaluateAll((paths) =>
    paths.map((path, i) => (path.setAttribute('data-motion-check', String(i)), path.getAttribute('d'))),
  );
  await page.waitForTimeout(300);
  const later = await page.locator('[data-motion-check]').evaluateAll((paths) =>
    paths.map((path) => [Number(path.getAttribute('data-motion-check')), path.getAttribute('d')] as const),
  );
  expect(later.length, 'the drawn series are still there').toBeGreaterThan(0);
  for (const [i, d] of later) expect(d, `series ${i} keeps its shape`).toBe(drawn[i]);

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expectStill(page, 'settings drawer opening');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectStill(page, 'settings drawer closing');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expectStill(page, 'account menu opening');
  // The menu's code loads on this first click: Escape closes it once it is there.
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expectStill(page, 'navigation drawer opening');
  await expect(page.getByRole('dialog')).toBeVisible();
});
