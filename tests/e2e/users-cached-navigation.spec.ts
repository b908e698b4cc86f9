// Cached navigation (docs/performance.md#cached-navigation): a screen visited before comes back
// from the cache in the same frame, with no skeleton or loader in between. A MutationObserver,
// installed before each navigation, records every loading placeholder that is added to the page
// (Chakra's skeletons, the route loader); the test waits for the screen, then asserts that none
// was. Nothing is timed.
import { signInIfAsked } from './support/app';
import { expect, test, type Page } from './support/test';

const PLACEHOLDERS = '.chakra-skeleton, [data-testid="page-loader"]';

/** Starts recording the loading placeholders that appear from now on. */
async function watchPlaceholders(page: Page) {
  await page.evaluate((selector) => {
    const w = window as unknown as { __placeholders: string[]; __placeholderObserver?: MutationObserver };
    w.__placeholderObserver?.disconnect();
    w.__placeholders = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = node.matches(selector) ? [node] : [...node.querySelectorAll(selector)];
          for (const el of found) w.__placeholders.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
        }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    w.__placeholderObserver = observer;
  }, PLACEHOLDERS);
}

const placeholdersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders);

const userTable = (page: Page) => page.getByTestId('user-table');

async function listShown(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/user\/list/);
  await expect(userTable(page).getByRole('link').first()).toBeVisible();
}

test('a visited list and a visited record come back from the cache without a skeleton', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard/user/list');
  await signInIfAsked(page);
  await listShown(page);
  const firstName = (await userTable(page).getByRole('link').first().innerText()).trim();

  // List → record (its first visit may load) → Back to the list: from the cache.
  await userTable(page).getByRole('link', { name: firstName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${firstName}` })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue(firstName);
  await watchPlaceholders(page);
  await page.goBack();
  await listShown(page);
  expect(await placeholdersSeen(page)).toEqual([]);

  // Forward to the record again: from the cache too.
  await watchPlaceholders(page);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${firstName}` })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue(firstName);
  expect(await placeholdersSeen(page)).toEqual([]);

  // Another section through the navigation, then back to the users list by its link.
  await page.goBack();
  await listShown(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
  await nav.getByRole('link', { name: 'Cards', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/cards/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await watchPlaceholders(page);
  await nav.getByRole('link', { name: 'List', exact: true }).click();
  await listShown(page);
  expect(await placeholdersSeen(page)).toEqual([]);

  // A second view of the list (a status tab), then Back to the first: the cached view again.
  await page.getByRole('tab', { name: /^Active/ }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(userTable(page).getByText('Active', { exact: true }).first()).toBeVisible();
  await watchPlaceholders(page);
  await page.goBack();
  await listShown(page);
  await expect(userTable(page).getByRole('link', { name: firstName, exact: true })).toBeVisible();
  expect(await placeholdersSeen(page)).toEqual([]);
});
