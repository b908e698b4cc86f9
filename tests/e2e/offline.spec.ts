// Offline work is visible and kept (docs/product-rules.md#offline): a change made without a
// connection is marked on its row and counted in the header, the banner says the browser is
// offline, closing the tab asks first, the change survives the tab being closed and opened again
// while the API still cannot be reached, and it is saved once it can. A change the server refuses
// when it is finally sent shows the server's reason, with Retry and Discard.
import { expectNoAxeViolations } from './support/a11y';
import { animationsDone, submitLogin, toastsShown, watchToasts } from './support/app';
import { expect, test, type Page } from './support/test';

const FAULTS = 'corvane.demo.failRequests';

async function openList(page: Page) {
  await page.goto('/dashboard/user/list');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (new URL(page.url()).pathname.startsWith('/auth/')) {
    await submitLogin(page);
    await page.waitForURL(/\/dashboard\/user\/list/, { timeout: 60_000 });
  }
  await expect(page.getByTestId('user-table').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * The row menu's code has arrived: it is fetched once the list has settled (3 s after load, at an
 * idle moment), and a row's actions work offline from then on (docs/product-rules.md#offline).
 */
async function rowMenuReady(page: Page) {
  await page.locator('[data-row-menu="ready"]').first().waitFor({ state: 'attached', timeout: 30_000 });
}

/** The first row's user, and a status it does not have yet. */
async function firstUser(page: Page) {
  const row = page.getByTestId('user-table').getByRole('row').nth(1);
  const name = (await row.getByRole('link').first().innerText()).trim();
  const target = (await row.getByText('Banned', { exact: true }).count()) ? 'Rejected' : 'Banned';
  return { name, target };
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('user-table').getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function setStatus(page: Page, name: string, status: string) {
  // A click that lands while the menu is still placing itself can miss (the menu then stays open with
  // nothing chosen; Playwright's pointer jumps to the item where a person's crosses the menu): up to
  // two more goes, as in the dashboard-shell nav walk. A chosen status closes the menu.
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  for (let attempt = 1; ; attempt++) {
    await rowOf(page, name).getByRole('button', { name: `Actions for ${name}` }).click();
    await menu.getByRole('menuitemradio', { name: status }).click();
    const closed = await expect(menu)
      .toBeHidden({ timeout: 5_000 })
      .then(() => true, () => false);
    if (closed || attempt === 3) break;
    await page.keyboard.press('Escape');
  }
}

test('a status changed offline is marked, survives closing the tab, and is saved when the API can be reached', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await openList(page);
  await rowMenuReady(page);
  const { name, target } = await firstUser(page);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toBeVisible();
  await setStatus(page, name, target);
  const row = rowOf(page, name);
  await expect(row.getByText(target, { exact: true })).toBeVisible();
  await expect(row.getByText('Not saved yet')).toBeVisible();
  const counter = page.getByRole('button', { name: '1 change not saved yet' });
  await expect(counter).toBeVisible();
  // The banner is a status message: it does not take focus, and the page keeps the a11y gate.
  await expect(banner).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'users list, offline with a pending change');

  // The API stays out of reach (a network error, while the browser says it is online again).
  await page.evaluate(([key]) => localStorage.setItem(key!, 'offline PATCH /api/user'), [FAULTS]);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(dialogs).toEqual(['beforeunload']);

  await context.setOffline(false);
  const reopened = await context.newPage();
  await openList(reopened);
  const again = rowOf(reopened, name);
  await expect(again.getByText(target, { exact: true })).toBeVisible();
  await expect(again.getByText('Not saved yet')).toBeVisible();
  await expect(reopened.getByRole('button', { name: '1 change not saved yet' })).toBeVisible();

  // The API answers again: the change goes through by itself.
  await reopened.evaluate(([key]) => localStorage.removeItem(key!), [FAULTS]);
  await expect(again.getByText('Not saved yet')).toHaveCount(0, { timeout: 30_000 });
  await expect(reopened.getByRole('button', { name: '1 change not saved yet' })).toHaveCount(0);
  await reopened.reload();
  await expect(rowOf(reopened, name).getByText(target, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(reopened, name).getByText('Not saved yet')).toHaveCount(0);
});

/** The refusal's toast (top end, over the header's buttons) was shown `times` times, and is gone. */
async function toastGone(page: Page, name: string, times: number) {
  const title = `The status of ${name} could not be changed`;
  // Shown, by the page's own record: the toast stays 3 s, and the row's mark waited for first.
  await expect.poll(async () => (await toastsShown(page)).filter((shown) => shown === title).length).toBeGreaterThanOrEqual(times);
  // The pointer rests where the menu item was clicked; a menu flipped above its row puts that spot
  // inside the stacked toasts, and a toast under the pointer waits (pause on hover, as it should).
  // Move it aside as a hand would.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 720) - 1);
  await expect(page.getByText(title)).toBeHidden({ timeout: 20_000 });
}

test('a change the server refuses when it is sent shows the reason, with Retry and Discard', async ({ context, page }) => {
  test.setTimeout(120_000);
  await watchToasts(page);
  await openList(page);
  await rowMenuReady(page);
  const { name, target } = await firstUser(page);

  await context.setOffline(true);
  // The banner pushes the table down as it appears: wait for it, or the menu moves under the click.
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toBeVisible();
  await setStatus(page, name, target);
  const row = rowOf(page, name);
  await expect(row.getByText('Not saved yet')).toBeVisible();

  await page.evaluate(([key]) => localStorage.setItem(key!, 'PATCH /api/user'), [FAULTS]);
  await context.setOffline(false);
  await expect(row.getByText('Not saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await toastGone(page, name, 1);
  await page.getByRole('button', { name: '1 change not saved yet' }).click();
  const change = page.getByTestId('pending-change');
  await expect(change).toContainText('The server refused it: The demo API was asked to fail this request.');
  await expect(change.getByRole('button', { name: 'Discard' })).toBeVisible();

  await page.evaluate(([key]) => localStorage.removeItem(key!), [FAULTS]);
  // The list of changes has finished opening (a click during its animation can be lost).
  await animationsDone(page);
  await change.getByRole('button', { name: 'Retry' }).click();
  await expect(row.getByText('Not saved', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(row.getByText(target, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '1 change not saved yet' })).toHaveCount(0);

  // Discard: a second refused change goes away and the row shows what the server has.
  const back = target === 'Banned' ? 'Rejected' : 'Banned';
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await setStatus(page, name, back);
  await expect(row.getByText('Not saved yet')).toBeVisible();
  await page.evaluate(([key]) => localStorage.setItem(key!, 'PATCH /api/user'), [FAULTS]);
  await context.setOffline(false);
  await expect(row.getByText('Not saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await toastGone(page, name, 2);
  await page.getByRole('button', { name: '1 change not saved yet' }).click();
  await expect(page.getByTestId('pending-change')).toBeVisible();
  await animationsDone(page);
  await page.getByTestId('pending-change').getByRole('button', { name: 'Discard' }).click();
  await expect(row.getByText('Not saved', { exact: true })).toHaveCount(0);
  await expect(row.getByText(target, { exact: true })).toBeVisible();
  await page.evaluate(([key]) => localStorage.removeItem(key!), [FAULTS]);
});
