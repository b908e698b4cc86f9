// The file manager end to end (docs/file-manager.md): uploads with per-file progress (one refused
// over 50 MB while the other goes on), the bytes downloaded back unchanged and kept across a
// reload, the storage card following; at 375 px rename refused next to the field, move, and a
// deleted folder restored whole by Undo; sharing with view rights and the avatar; axe on the list,
// the drawer and the share dialog (the a11y gate checks the grid in every look).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoAxeViolations, settle } from './support/a11y';
import { submitLogin } from './support/app';
import { expect, test, type Page } from './support/test';

async function open(page: Page, query = '') {
  await page.goto(`/dashboard/file-manager${query}`);
  await submitLogin(page);
  await expect(page.getByRole('button', { name: 'Brand assets', exact: true })).toBeVisible({ timeout: 30_000 });
}

/** An item's name button (its star, menu and checkbox have longer names). */
const item = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Bytes that are not all alike, so a shuffled or truncated download would not match. */
function sampleBytes(length: number) {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

test('uploads with progress, refuses a file over 50 MB, downloads the same bytes back, keeps them across a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '?view=list');
  const storage = page.getByRole('region', { name: 'Storage', exact: true });
  const dataFiles = storage.getByRole('listitem').filter({ hasText: 'Data file' });
  await expect(dataFiles).toContainText('4 files', { timeout: 30_000 });

  const original = sampleBytes(3 * 1024 * 1024);
  // Files on disk: Playwright takes a file over 50 MB by path only.
  const dir = path.join(os.tmpdir(), `corvane-e2e-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const csvPath = path.join(dir, 'Footfall sample.csv');
  const bigPath = path.join(dir, 'Too big.parquet');
  await writeFile(csvPath, original);
  await writeFile(bigPath, Buffer.alloc(51 * 1024 * 1024));

  // Every value the CSV's bar shows, recorded in the page as it changes: a poll could miss them.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { __uploadProgress: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload of Footfall sample.csv"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByLabel('Upload', { exact: true }).setInputFiles([csvPath, bigPath]);
  const uploads = page.getByRole('region', { name: 'Uploads', exact: true });
  const big = uploads.getByRole('listitem').filter({ hasText: 'Too big.parquet' });
  await expect(big.getByRole('alert')).toHaveText('Not uploaded: files can be up to 50 MB.');
  const csv = uploads.getByRole('listitem').filter({ hasText: 'Footfall sample.csv' });
  const bar = csv.getByRole('progressbar', { name: 'Upload of Footfall sample.csv', exact: true });
  await expect(csv.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The bar moved through the chunks the server confirmed (3 MB in 512 KB chunks: 17, 33, 50, 67,
  // 83 %) before the upload ended, never backwards: at least two values strictly between 0 and 100.
  const progress = await page.evaluate(() => (window as unknown as { __uploadProgress: number[] }).__uploadProgress);
  const between = new Set(progress.filter((value) => value > 0 && value < 100));
  expect(between.size, `values the bar showed: ${progress.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(progress, 'the bar never goes back').toEqual([...progress].sort((a, b) => a - b));
  expect(progress.at(-1)).toBe(100);
  await expect(item(page, 'Footfall sample.csv')).toBeVisible({ timeout: 30_000 });
  await expect(dataFiles).toContainText('5 files', { timeout: 30_000 });
  await expect(item(page, 'Too big.parquet')).toHaveCount(0);

  await page.reload();
  await expect(item(page, 'Footfall sample.csv')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Actions for Footfall sample.csv', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menuitem', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Footfall sample.csv');
  const back = await readFile((await download.path())!);
  expect(back.equals(original)).toBe(true);

  // The details drawer previews the CSV as a table.
  await item(page, 'Footfall sample.csv').click();
  await expect(page.getByRole('table', { name: 'First rows of Footfall sample.csv', exact: true })).toBeVisible({
    timeout: 30_000,
  });
});

test('at 375 px: rename refused next to the field, move, and Undo of a folder’s delete restores its tree', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '?view=list');

  await item(page, 'Security policy.pdf').focus();
  await page.keyboard.press('F2');
  const field = page.getByRole('textbox', { name: 'New name for Security policy.pdf', exact: true });
  await field.fill('Holiday calendar.xlsx');
  await field.press('Enter');
  await expect(page.getByText('Something with this name is already in this folder.', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('Holiday calendar.xlsx');
  await field.press('Escape');

  await page.getByRole('button', { name: 'Actions for Security policy.pdf', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move “Security policy.pdf”', exact: true });
  await dialog.getByText('Finance', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Move here', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(item(page, 'Security policy.pdf')).toHaveCount(0, { timeout: 30_000 });

  // Delete the folder it went into, then Undo: the folder comes back with what it held.
  // The checkbox's input is visually hidden behind its drawn box: select from the keyboard.
  const select = page.getByRole('checkbox', { name: 'Select Finance', exact: true });
  await select.press('Space');
  await expect(select).toBeChecked();
  const bulk = page.getByRole('region', { name: 'Selected items', exact: true });
  await expect(bulk.getByText('1 selected', { exact: true })).toBeVisible();
  await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  // The pointer goes to the toast's Undo as soon as it shows, as a hand would: a toast under the
  // pointer stays while the list catches up (its 10 s would otherwise run on a slow machine).
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.hover();
  await expect(item(page, 'Finance')).toHaveCount(0, { timeout: 30_000 });
  await undo.click();
  await expect(item(page, 'Finance')).toBeVisible({ timeout: 30_000 });

  await item(page, 'Finance').click();
  await expect(page).toHaveURL(/folder=/);
  await expect(item(page, 'Security policy.pdf')).toBeVisible({ timeout: 30_000 });
  await expect(item(page, 'Budget 2027.xlsx')).toBeVisible();
  await page.getByRole('navigation', { name: 'Folder path', exact: true }).getByRole('link', { name: 'All files', exact: true }).click();
  await expect(item(page, 'Brand assets')).toBeVisible({ timeout: 30_000 });
});

test('shares an item with view rights, and the item shows the person’s avatar', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '?view=list');
  await page.getByRole('button', { name: 'Actions for Holiday calendar.xlsx', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Holiday calendar.xlsx”', exact: true });
  await dialog.getByRole('textbox', { name: 'Add people by email', exact: true }).fill('a');
  const suggestion = dialog.getByRole('list', { name: 'Suggestions', exact: true }).getByRole('button').first();
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  // The suggestion shows the person's name, then their email.
  const name = (await suggestion.getByRole('paragraph').first().textContent())!.trim();
  await suggestion.click();
  const people = dialog.getByRole('list', { name: 'People with access', exact: true });
  await expect(people.getByRole('combobox', { name: `Permission of ${name}`, exact: true })).toHaveValue('view', {
    timeout: 30_000,
  });
  // Settled: the save (and the lists it refreshes) is over, so Add is no longer busy.
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeEnabled({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'share dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: item(page, 'Holiday calendar.xlsx') });
  await expect(row.getByRole('img', { name, exact: true })).toBeVisible({ timeout: 30_000 });
});

test('no serious or critical axe violation in the list and the details drawer, dark and rtl', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    localStorage.setItem('settings', JSON.stringify({ state: { themeMode: 'dark', themeDirection: 'rtl' }, version: 0 }));
    localStorage.setItem('i18nextLng', 'en');
  });
  await open(page, '?view=list');
  await settle(page, { screen: '/dashboard/file-manager' });
  await expectNoAxeViolations(page, 'list, dark rtl');
  await item(page, 'Client list export.csv').click();
  await expect(page.getByRole('dialog', { name: 'Client list export.csv', exact: true })).toBeVisible({ timeout: 30_000 });
  await settle(page, { screen: '/dashboard/file-manager' });
  await expectNoAxeViolations(page, 'details drawer, dark rtl');
});
