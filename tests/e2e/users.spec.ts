// The users section end to end: create a user, find them by search, edit and delete them; the
// unsaved-changes guard; the list at 375 and 1440 px in light and dark, ltr and rtl, with no
// serious or critical axe violation.
import { createRequire } from 'node:module';
import { expect, test, type Page } from './support/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Signs in with the demo account on the login page, in whichever language it is shown. */
async function signIn(page: Page) {
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
}

async function openList(page: Page, query = '') {
  await page.goto(`/dashboard/user/list${query}`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/user\/list/);
  await expect(page.getByTestId('user-table').getByRole('link').first()).toBeVisible();
}

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/** Serious and critical axe violations inside `scope` (the section's own content by default). */
async function seriousAxeViolations(page: Page, scope = 'main') {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<AxeResult> } }).axe;
    return axe.run(context);
  }, scope);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('create a user, find them by search, edit them, delete them', async ({ page }) => {
  await openList(page);
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();

  await page.getByLabel('Photo').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    // A 1×1 PNG.
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  });
  await page.getByLabel(/^Full name/).fill('Noor Valdés');
  await page.getByLabel(/^Email address/).fill('noor.valdes@example.com');
  await page.getByLabel('Dialling code').selectOption('ES');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('612 345 678');
  await page.getByLabel(/^Country/).selectOption('ES');
  await page.getByLabel(/^State or region/).fill('Madrid');
  await page.getByLabel(/^City/).fill('Madrid');
  await page.getByLabel(/^Address/).fill('Calle de Alcalá 48');
  await page.getByLabel(/^Postcode/).fill('28014');
  await page.getByLabel(/^Company/).fill('Tierra Analytics');
  await page.getByLabel(/^Role/).selectOption('consultant');
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page).toHaveURL(/\/dashboard\/user\/list/);
  await expect(page.getByText('Noor Valdés was added')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill('valdes');
  await expect(page).toHaveURL(/q=valdes/);
  const table = page.getByTestId('user-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: 'Noor Valdés' })).toBeVisible();
  await expect(row.locator('img')).toBeVisible(); // the uploaded photo (decorative: alt="")

  await row.getByRole('button', { name: 'Actions for Noor Valdés' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Noor Valdés' })).toBeVisible();
  await page.getByLabel(/^Company/).fill('Tierra Data Lab');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Noor Valdés was saved')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill('Tierra Data Lab');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Actions for Noor Valdés' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this user?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Noor Valdés was deleted')).toBeVisible();
  await expect(table.getByText('No users match these filters.')).toBeVisible();
});

test('the form asks before leaving with unsaved changes', async ({ page }) => {
  await openList(page);
  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByLabel(/^Full name/).fill('Half typed');
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/new$/);
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Half typed');

  await page.goBack();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/list/);
});

const looks = [
  { width: 375, scheme: 'light', lng: 'en' },
  { width: 375, scheme: 'dark', lng: 'ar' },
  { width: 1440, scheme: 'light', lng: 'ar' },
  { width: 1440, scheme: 'dark', lng: 'en' },
] as const;

for (const { width, scheme, lng } of looks) {
  test(`the list at ${width} px, ${scheme}, ${lng === 'ar' ? 'rtl' : 'ltr'}: no serious axe violation`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(
      ([mode, language]) => {
        localStorage.setItem('settings', JSON.stringify({ state: { themeMode: mode }, version: 0 }));
        localStorage.setItem('i18nextLng', language);
      },
      [scheme, lng] as const,
    );
    await page.goto('/dashboard/user/list');
    await signIn(page);
    await expect(page.getByTestId('user-table').getByRole('link').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await page.screenshot({ path: info.outputPath(`users-list-${width}-${scheme}-${lng}.png`), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The frame around the section (navigation, header) too.
    expect(await seriousAxeViolations(page, 'body')).toEqual([]);
  });
}
