// Saved views on a list (docs/list-kit.md): the list's filters and sort saved under a name, named
// on the Views button while they are in force, applied again from the menu, shared as a link; a
// name already in use is refused next to the field, in the user's language, with the typing kept.
import { signInIfAsked } from './support/app';
import { expect, test, type Page } from './support/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const VIEW = 'Active by name';
const ACTIVE_BY_NAME = ['/dashboard/user/list', { sort: 'name', status: 'active' }];

/** A list address as its path and its params (their order carries no meaning). */
function listState(address: string) {
  const url = new URL(address);
  return [url.pathname, Object.fromEntries(url.searchParams)];
}

async function openViews(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function nameView(page: Page, saveItem: string, name: string) {
  await page.getByRole('menuitem', { name: saveItem }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.locator('button[type="submit"]').click();
  return dialog;
}

test('a list view is saved, named on its button, copied as a link, applied again, and a name in use is refused', async ({ page }) => {
  await page.goto('/dashboard/user/list?status=active&sort=name');
  await signInIfAsked(page);
  await expect(page).toHaveURL(/\/dashboard\/user\/list\?status=active&sort=name$/);

  await openViews(page, /^Views$/);
  await nameView(page, 'Save current view…', VIEW);
  await expect(page.getByText(`View “${VIEW}” saved`)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: VIEW })).toBeVisible();

  await openViews(page, VIEW);
  await page.getByRole('menuitem', { name: `Copy link to “${VIEW}”` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(listState(link)).toEqual(ACTIVE_BY_NAME);

  // Another list state: the button no longer names the view; choosing it brings its state back.
  await page.goto('/dashboard/user/list');
  await expect(page.getByRole('button', { name: /^Views$/ })).toBeVisible();
  await openViews(page, /^Views$/);
  await page.getByRole('menuitem', { name: VIEW }).click();
  await expect.poll(() => listState(page.url())).toEqual(ACTIVE_BY_NAME);
  await expect(page.getByRole('button', { name: VIEW })).toBeVisible();

  // The same name again (in another case), in Arabic: refused under the field, the name kept.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openViews(page, VIEW);
  const dialog = await nameView(page, 'حفظ طريقة العرض الحالية…', VIEW.toLowerCase());
  await expect(dialog.getByText('لديك بالفعل طريقة عرض بهذا الاسم.')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(VIEW.toLowerCase());
});
