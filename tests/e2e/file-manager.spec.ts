// The file manager end to end: uploads with per-file progress (one refused over 50 MB while the
// others go on), the bytes downloaded back unchanged and kept across a reload; rename refused
// next to the field; move; delete and Undo; sharing with view rights and the avatar; at 375 and
// 1440 px; no serious or critical axe violation in light, dark and rtl.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function signIn(page: Page) {
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
}

async function open(page: Page, query = '') {
  await page.goto(`/dashboard/file-manager${query}`);
  await signIn(page);
  await expect(page.locator('[data-file-item]').first()).toBeVisible({ timeout: 30_000 });
}

/** Bytes that are not all alike, so a shuffled or truncated download would not match. */
function sampleBytes(length: number) {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

test('uploads with progress, refuses a file over 50 MB, downloads the same bytes back, keeps them across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '?view=list');
  const original = sampleBytes(3 * 1024 * 1024);
  // Files on disk: Playwright takes a file over 50 MB by path only.
  const dir = path.join(os.tmpdir(), `corvane-e2e-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const csvPath = path.join(dir, 'Footfall sample.csv');
  const bigPath = path.join(dir, 'Too big.parquet');
  await writeFile(csvPath, original);
  await writeFile(bigPath, Buffer.alloc(51 * 1024 * 1024));

  await page.getByLabel('Upload', { exact: true }).setInputFiles([csvPath, bigPath]);
  const uploads = page.getByRole('heading', { name: 'Uploads' }).locator('xpath=../..');
  await expect(uploads.getByText(/files can be up to 50 MB/)).toBeVisible();
  // The bar moves through the chunks the server confirms before the upload ends.
  const bar = uploads.getByRole('progressbar', { name: 'Upload of Footfall sample.csv' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(uploads.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Footfall sample.csv' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Footfall sample.csv' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Actions for Footfall sample.csv' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('Footfall sample.csv');
  const back = await readFile((await download.path())!);
  expect(back.equals(original)).toBe(true);

  // The details drawer previews the CSV as a table.
  await page.getByRole('button', { name: 'Footfall sample.csv' }).click();
  await expect(page.getByRole('table', { name: 'First rows of Footfall sample.csv' })).toBeVisible();
});

test('at 375 px: rename refused next to the field, move, delete and Undo', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '?view=list');

  await page.getByRole('button', { name: 'Security policy.pdf' }).focus();
  await page.keyboard.press('F2');
  const field = page.getByRole('textbox', { name: 'New name for Security policy.pdf' });
  await field.fill('Holiday calendar.xlsx');
  await field.press('Enter');
  await expect(page.getByText('Something with this name is already in this folder.')).toBeVisible();
  await field.press('Escape');

  await page.getByRole('button', { name: 'Actions for Security policy.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: /Move “Security policy.pdf”/ });
  await dialog.getByText('Finance', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByRole('button', { name: 'Security policy.pdf' })).toBeHidden();
  await page.getByRole('button', { name: 'Finance' }).click();
  await expect(page).toHaveURL(/folder=/);
  await expect(page.getByRole('button', { name: 'Security policy.pdf' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select Security policy.pdf' }).check({ force: true });
  await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Security policy.pdf' })).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Security policy.pdf' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'All files' }).click();
  await expect(page.getByRole('button', { name: 'Brand assets' })).toBeVisible();
});

test('shares an item with view rights, and the item shows the person’s avatar', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '?view=list');
  await page.getByRole('button', { name: 'Actions for Holiday calendar.xlsx' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: /Share “Holiday calendar.xlsx”/ });
  await dialog.getByRole('textbox', { name: 'Add people by email' }).fill('a');
  const suggestion = dialog.getByRole('list', { name: 'Suggestions' }).getByRole('button').first();
  const name = (await suggestion.locator('p').first().textContent())!;
  await suggestion.click();
  const people = dialog.getByRole('list', { name: 'People with access' });
  await expect(people.getByRole('combobox', { name: `Permission of ${name}` })).toHaveValue('view');
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Holiday calendar.xlsx' }) });
  await expect(row.getByRole('img', { name })).toBeVisible();
});

test('no serious or critical axe violation (light, dark, rtl; grid and list)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [settings, lng, view] of [
    [{}, 'en', 'grid'],
    [{ themeMode: 'dark' }, 'en', 'list'],
    [{}, 'ar', 'grid'],
  ] as const) {
    await page.addInitScript(
      ([s, l]) => {
        localStorage.setItem('settings', JSON.stringify({ state: s, version: 0 }));
        localStorage.setItem('i18nextLng', l);
      },
      [settings, lng] as const,
    );
    await page.goto(`/dashboard/file-manager?view=${view}`);
    await page.locator('[data-file-item], input[type="email"]').first().waitFor();
    if (new URL(page.url()).pathname.startsWith('/auth')) await signIn(page);
    await expect(page.locator('[data-file-item]').first()).toBeVisible({ timeout: 30_000 });
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    });
    expect(violations, `${JSON.stringify(settings)} ${lng} ${view}`).toEqual([]);
  }
});
