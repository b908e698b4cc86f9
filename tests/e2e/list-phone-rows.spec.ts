// Lists on a phone (docs/list-kit.md#phones): at 375 px each row of every kit list is two lines, the
// first column's text with the row's menu, then the row's status and key figure; none of them is
// off the screen, hidden, or under the menu. In English and in Arabic (mirrored).
import { expect, test, type Page } from './support/test';
import { signInIfAsked } from './support/app';

const LISTS = ['/dashboard/user/list', '/dashboard/invoice', '/dashboard/order', '/dashboard/product', '/dashboard/job', '/dashboard/tour'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each visible row's summary cells and menu button, measured. */
async function measureRows(page: Page) {
  return page.locator('main tbody tr.dt-row').evaluateAll((rows) =>
    rows.map((row) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const summary = [...row.querySelectorAll('td[data-phone="summary"]')].map((cell) => ({
        text: (cell as HTMLElement).innerText.trim(),
        visible: getComputedStyle(cell).display !== 'none',
        box: box(cell),
        content: [...cell.querySelectorAll('*')].filter((e) => e.children.length === 0).map(box),
      }));
      const menu = row.querySelector('td[data-column="actions"] button');
      const primary = row.querySelector('td[data-primary]');
      return { summary, menu: menu ? box(menu) : null, primary: primary ? box(primary) : null };
    }),
  );
}

for (const language of ['en', 'ar'] as const) {
  test(`at 375 px in ${language}, every list row shows its status and key figure beside, not under, its menu`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 812 });
    // Signed in on the English form, then the language set for every list.
    await page.goto(LISTS[0]!);
    await signInIfAsked(page);
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const path of LISTS) {
      await page.goto(path);
      await expect(page.locator('main tbody tr.dt-row').first()).toBeVisible({ timeout: 30_000 });
      const rows = await measureRows(page);
      expect(rows.length, path).toBeGreaterThan(0);
      for (const [i, row] of rows.entries()) {
        const where = `${path} row ${i + 1}`;
        expect(row.summary.length, `${where}: summary cells`).toBeGreaterThanOrEqual(2);
        expect(row.primary, `${where}: first cell`).not.toBeNull();
        for (const cell of row.summary) {
          expect(cell.visible, `${where}: "${cell.text}" shown`).toBe(true);
          // On the screen, under the first line (not beside the menu, not cut by the screen's edge).
          expect(cell.box.x, `${where}: "${cell.text}" starts on screen`).toBeGreaterThanOrEqual(0);
          expect(cell.box.x + cell.box.width, `${where}: "${cell.text}" ends on screen`).toBeLessThanOrEqual(375);
          expect(cell.box.y, `${where}: "${cell.text}" under the first line`).toBeGreaterThanOrEqual(row.primary!.y + row.primary!.height - 1);
          if (row.menu) for (const part of cell.content) expect(overlaps(part, row.menu), `${where}: "${cell.text}" under the menu`).toBe(false);
        }
      }
    }
  });
}

// The toolbar on a phone: the search takes the whole line and every list's filters are behind one
// "Filters" button, whose sheet has "Clear filters" and "Show N results" and counts what is on.
test('at 375 px, every list toolbar has the search full width and its filters in one sheet', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(LISTS[0]!);
  await signInIfAsked(page);
  for (const path of LISTS) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.locator('tbody tr.dt-row').first()).toBeVisible({ timeout: 30_000 });
    // The search box's group against the toolbar's inner width.
    const widths = await main.getByRole('searchbox').evaluate((input) => {
      const group = input.parentElement!;
      const line = group.parentElement!;
      const style = getComputedStyle(line);
      const inner = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { search: group.getBoundingClientRect().width, line: inner };
    });
    expect(widths.search, `${path}: search full width`).toBeGreaterThanOrEqual(widths.line - 1);
    const filters = main.getByRole('button', { name: /^Filters/ });
    await expect(filters, `${path}: one Filters button`).toHaveCount(1);
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    // The sheet rises from the bottom and fits the screen.
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox!.x, `${path}: sheet on screen`).toBeGreaterThanOrEqual(0);
    expect(sheetBox!.x + sheetBox!.width, `${path}: sheet on screen`).toBeLessThanOrEqual(376);
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(sheet).toBeHidden();
  }

  // A filter chosen in the sheet is counted on its button, and Clear filters takes it off.
  await page.goto('/dashboard/user/list');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('group', { name: 'Role' }).getByText('Administrator', { exact: true }).click();
  await expect(page).toHaveURL(/role=/);
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(main.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
  await main.getByRole('button', { name: 'Filters, 1 on' }).click();
  await sheet.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/role=/);
});
