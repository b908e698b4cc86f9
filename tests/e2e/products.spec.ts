// The products section end to end, against the demo API in the browser: create a product with a
// cover image and a sample schema, find it by filter and search, export the filtered view as CSV,
// change its price and see it on the public page, set it to draft and see it leave the shop,
// delete it (docs/catalogue.md: the dashboard's edits reach the public pages in the same browser).
import { readFile } from 'node:fs/promises';
import { signInIfAsked } from './support/app';
import { expect, test, type Page } from './support/test';

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const copy = {
  English: { tagline: 'Weekly freight rates for 60 ports.', coverage: '60 ports, 14 countries', description: 'Container rates by lane.' },
  French: { tagline: 'Taux de fret hebdomadaires pour 60 ports.', coverage: '60 ports, 14 pays', description: 'Taux des conteneurs par route.' },
  Arabic: { tagline: 'أسعار الشحن الأسبوعية لـ 60 ميناء.', coverage: '60 ميناء، 14 دولة', description: 'أسعار الحاويات حسب الخط.' },
} as const;
const fieldNames = ['week_start', 'port_code', 'lane_id', 'rate_usd', 'capacity_teu'];

async function fillCopy(page: Page, language: keyof typeof copy) {
  const form = page.getByRole('form', { name: 'New data product' });
  await form.getByRole('group', { name: 'Languages of the copy' }).getByRole('button', { name: language }).click();
  await form.getByLabel(`Tagline (${language})`).fill(copy[language].tagline);
  await form.getByLabel(`Coverage (${language})`).fill(copy[language].coverage);
  const editor = form.getByRole('textbox', { name: `Description (${language})`, exact: true });
  await editor.click();
  await editor.pressSequentially(copy[language].description);
  for (const [i, name] of fieldNames.entries()) {
    await form.getByLabel(`Description (${language}), Field ${i + 1}`).fill(`${name} (${language})`);
  }
}

test('create a product, find it, export it, change its price, withdraw it, delete it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/dashboard/product/new');
  await signInIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New data product' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel(/^Name/).fill('Harbour Freight Index');
  await expect(page.getByLabel(/^Slug/)).toHaveValue('harbour-freight-index');
  await page.getByLabel(/^Category/).selectOption({ label: 'Supply chain risk' });
  await page.getByLabel(/^Update frequency/).selectOption('weekly');
  await page.getByRole('group', { name: 'Delivery formats' }).getByText('API', { exact: true }).click();
  await page.getByRole('group', { name: 'Delivery formats' }).getByText('CSV', { exact: true }).click();
  await page.getByText('Published', { exact: true }).click();
  for (const [i, name] of fieldNames.entries()) await page.getByLabel(`Field name, Field ${i + 1}`).fill(name);
  for (const language of ['English', 'French', 'Arabic'] as const) await fillCopy(page, language);
  await page.getByLabel(/^Starter/).fill('720');
  await page.getByLabel(/^Team/).fill('1900');
  await page.getByLabel(/^Enterprise/).fill('5200');
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/\/dashboard\/product\/harbour-freight-index$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Freight Index' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover of Harbour Freight Index' })).toBeVisible();

  // Find it by a quick filter and by search.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByTestId('product-table').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Filter by category' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Supply chain risk' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/category=/);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('harbour');
  await expect(page).toHaveURL(/q=harbour/);
  const table = page.getByTestId('product-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Harbour Freight Index' })).toBeVisible();

  // The CSV holds exactly the filtered view.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Harbour Freight Index');
  expect(lines[1]).toContain('€720');

  // A new price reaches the public page after a reload.
  await table.getByRole('link', { name: 'Harbour Freight Index' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Harbour Freight Index' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Starter/).fill('750');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/harbour-freight-index$/, { timeout: 30_000 });
  await expect(page.getByText('€750').first()).toBeVisible();
  await page.goto('/product/harbour-freight-index');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Freight Index' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('€750 / month')).toBeVisible();

  // Set to draft: it leaves the shop.
  await page.goto('/dashboard/product/harbour-freight-index');
  await signInIfAsked(page);
  const published = page.getByRole('checkbox', { name: 'Published' });
  await expect(published).toBeChecked({ timeout: 30_000 });
  await page.getByRole('main').getByText('Published', { exact: true }).last().click();
  await expect(page.getByText('Harbour Freight Index is now a draft')).toBeVisible();
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Price Lens').first()).toBeVisible();
  await expect(page.getByText('Harbour Freight Index')).toHaveCount(0);
  await page.goto('/product/harbour-freight-index');
  await expect(page.getByRole('heading', { name: 'We could not find that data product' })).toBeVisible({ timeout: 30_000 });

  // Delete it, after a confirmation.
  await page.goto('/dashboard/product/harbour-freight-index');
  await signInIfAsked(page);
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product$/, { timeout: 30_000 });
  await expect(page.getByText('Harbour Freight Index was deleted')).toBeVisible();
  await expect(page.getByTestId('product-table').getByRole('link', { name: 'Harbour Freight Index' })).toHaveCount(0);
});
