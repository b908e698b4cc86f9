// Kanban and calendar end to end: a keyboard-only move across columns (space, arrows, space) that
// is announced and survives a reload; a mouse drag that survives a reload; an event created by
// selecting a range, moved and resized, its stored dates checked after a reload; an end before the
// start refused next to the field; a task's due date on the calendar; and no serious or critical
// axe violation on either route in light, dark and rtl.
import { createRequire } from 'node:module';
import { expect, test, type Page } from './support/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The demo API runs in the page (IndexedDB, PBKDF2 sign-in) on a shared machine: allow for load.
test.setTimeout(240_000);

async function open(page: Page, path: string, settings: Record<string, unknown> = {}, lng = 'en') {
  await page.addInitScript(
    ([s, l]) => {
      localStorage.setItem('settings', JSON.stringify({ state: s, version: 0 }));
      localStorage.setItem('i18nextLng', l as string);
    },
    [settings, lng] as const,
  );
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (new URL(page.url()).pathname.startsWith('/auth')) {
    await page.locator('input[type="email"]').fill('demo@corvane.example');
    await page.locator('input[type="password"]').fill('Corvane-demo-2026');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  }
  await page.getByTestId(path.includes('kanban') ? 'kanban-task' : 'calendar').first().waitFor({ timeout: 90_000 });
}

/** Reloads and waits for the board (or the calendar) the page shows. */
async function reload(page: Page) {
  await page.reload();
  await page.getByTestId(page.url().includes('kanban') ? 'kanban-task' : 'calendar').first().waitFor({ timeout: 90_000 });
}

const column = (page: Page, name: string) => page.getByRole('region', { name: `Column ${name}` });
const card = (page: Page, name: string) => page.getByTestId('kanban-task').filter({ hasText: name });

async function seriousAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
}

test('a keyboard-only move across columns is announced and persists after a reload', async ({ page }) => {
  await open(page, '/dashboard/kanban');
  const task = 'Inventory the finance reports';
  await expect(column(page, 'To do').getByTestId('kanban-task').first()).toContainText(task);
  await card(page, task).focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  // The pick-up message, or (Chromium reports the card over itself at once) its place.
  await expect(live).toContainText(new RegExp(`(Picked up task|Task) ${task}\\.? (It is|is now) in column To do, position 1 of 4`));
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('is now in column In progress');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Task ${task} was dropped in column In progress`);
  await expect(column(page, 'In progress').getByTestId('kanban-task').filter({ hasText: task })).toBeVisible();
  // Saved: the server's board (after a reload) has it in the new column.
  await page.waitForTimeout(1500);
  await reload(page);
  await expect(column(page, 'In progress').getByTestId('kanban-task').filter({ hasText: task })).toBeVisible();
  await expect(column(page, 'To do').getByTestId('kanban-task').filter({ hasText: task })).toHaveCount(0);
});

test('Escape cancels a keyboard move', async ({ page }) => {
  await open(page, '/dashboard/kanban');
  const task = 'Draft the data ownership matrix';
  await card(page, task).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Moving cancelled. Task ${task} is back in column To do`);
  await expect(column(page, 'To do').getByTestId('kanban-task').filter({ hasText: task })).toBeVisible();
});

test('a mouse drag across columns persists after a reload', async ({ page }) => {
  await open(page, '/dashboard/kanban');
  const task = 'Sales dashboard v1';
  const from = await card(page, task).boundingBox();
  const to = await column(page, 'Done').getByTestId('kanban-task').first().boundingBox();
  await page.mouse.move(from!.x + 40, from!.y + 20);
  await page.mouse.down();
  await page.mouse.move(from!.x + 60, from!.y + 30, { steps: 5 });
  await page.mouse.move(to!.x + 40, to!.y + 10, { steps: 15 });
  await page.mouse.move(to!.x + 42, to!.y + 8, { steps: 3 });
  await page.mouse.up();
  await expect(column(page, 'Done').getByTestId('kanban-task').filter({ hasText: task })).toBeVisible();
  await page.waitForTimeout(1500);
  await reload(page);
  await expect(column(page, 'Done').getByTestId('kanban-task').filter({ hasText: task })).toBeVisible();
  await expect(column(page, 'Review').getByTestId('kanban-task').filter({ hasText: task })).toHaveCount(0);
});

test('the kanban has no serious or critical axe violation (light, dark, rtl)', async ({ page }) => {
  for (const [settings, lng] of [
    [{}, 'en'],
    [{ themeMode: 'dark' }, 'en'],
    [{}, 'ar'],
  ] as const) {
    await open(page, '/dashboard/kanban', settings, lng);
    await expect(page.getByTestId('kanban-task').first()).toBeVisible();
    expect(await seriousAxeViolations(page), `${JSON.stringify(settings)} ${lng}`).toEqual([]);
  }
});

const day = (page: Page, date: string) => page.locator(`.fc-daygrid-day[data-date="${date}"]`);

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function centre(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('an event created by selection persists; moving and resizing it change its stored dates', async ({ page }) => {
  await open(page, '/dashboard/calendar?date=2026-11-01');
  await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  // Select two days: a new all-day event over them.
  await drag(page, await centre(page, '.fc-daygrid-day[data-date="2026-11-10"] .fc-daygrid-day-frame'), await centre(page, '.fc-daygrid-day[data-date="2026-11-11"] .fc-daygrid-day-frame'));
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Start')).toHaveValue('2026-11-10');
  await expect(dialog.getByLabel('End')).toHaveValue('2026-11-11');
  await dialog.getByLabel('Title').fill('Steering committee prep');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Steering committee prep was added')).toBeVisible();
  await reload(page);
  const event = page.locator('.fc-event', { hasText: 'Steering committee prep' });
  await expect(day(page, '2026-11-10').locator('.fc-event', { hasText: 'Steering committee prep' })).toBeVisible();

  // Move it two days later.
  await drag(page, await centre(page, '.fc-event:has-text("Steering committee prep")'), await centre(page, '.fc-daygrid-day[data-date="2026-11-12"] .fc-daygrid-day-frame'));
  await expect(page.getByText('Steering committee prep was saved')).toBeVisible();
  // Resize its end one day further.
  await event.first().hover();
  await drag(page, await centre(page, '.fc-event:has-text("Steering committee prep") .fc-event-resizer-end'), await centre(page, '.fc-daygrid-day[data-date="2026-11-14"] .fc-daygrid-day-frame'));
  await page.waitForTimeout(1500);
  await reload(page);
  await page.locator('.fc-event', { hasText: 'Steering committee prep' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Start')).toHaveValue('2026-11-12');
  await expect(edit.getByLabel('End')).toHaveValue('2026-11-14');

  // An end before the start is refused next to the field.
  await edit.getByLabel('End').fill('2026-11-09');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('The end cannot be before the start.')).toBeVisible();
});

test("a task's due date shows on the calendar on that day, linking to the task", async ({ page }) => {
  await open(page, '/dashboard/calendar?view=timeGridDay&date=2026-11-27');
  const due = page.locator('.fc-event', { hasText: 'Due: Inventory the finance reports' });
  await expect(due).toBeVisible();
  await due.click();
  await expect(page).toHaveURL(/\/dashboard\/kanban\?task=/);
  await expect(page.getByRole('dialog', { name: 'Inventory the finance reports' })).toBeVisible();
});

test('the calendar has no serious or critical axe violation (light, dark, rtl)', async ({ page }) => {
  for (const [settings, lng] of [
    [{}, 'en'],
    [{ themeMode: 'dark' }, 'en'],
    [{}, 'ar'],
  ] as const) {
    await open(page, '/dashboard/calendar?date=2026-11-16', settings, lng);
    await expect(page.locator('.fc-event').first()).toBeVisible();
    expect(await seriousAxeViolations(page), `${JSON.stringify(settings)} ${lng}`).toEqual([]);
  }
});
