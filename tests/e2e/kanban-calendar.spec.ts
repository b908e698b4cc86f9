// Kanban and calendar end to end (docs/kanban-and-calendar.md): a keyboard-only move across
// columns (space, arrows, space) that is announced, after an Escape that cancels, and survives a
// reload; a mouse drag that survives a reload; an event created by selecting a range, moved and
// resized, its stored dates checked after a reload, and an end before the start refused next to the
// field; a task's due date on the calendar on that day, linking to the task; a long column that
// mounts only the cards in view yet moves and announces like any other; the calendar on a phone.
// Accessibility of both
// routes in every look is the a11y gate's job (a11y-gate.spec.ts). A rolled-back move is a unit
// test (src/features/kanban/kanban-page.test.tsx).
import { expect, test, type Page } from './support/test';
import { demoApiWorkerReady, signInIfAsked } from './support/app';
import {
  card,
  column,
  dndAnnouncements,
  moveRightByKeyboard,
  sensorListens,
} from './support/kanban';

// The demo API runs in the page (IndexedDB, PBKDF2 sign-in) on a shared machine: allow for load.
test.setTimeout(240_000);
const slow = { timeout: 60_000 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await signInIfAsked(page);
  if (!page.url().includes(path)) await page.goto(path);
  await waitForScreen(page);
}

/** The board's first card, or the calendar's grid. */
async function waitForScreen(page: Page) {
  const kanban = page.url().includes('/kanban');
  await (
    kanban ? page.getByTestId('kanban-task') : page.getByTestId('calendar').locator('.fc-view')
  )
    .first()
    .waitFor(slow);
}

async function reload(page: Page) {
  await page.reload();
  await waitForScreen(page);
}

const saved = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => r.url().includes(path) && r.request().method() !== 'GET' && r.ok(),
    slow,
  );

test('a keyboard-only move across columns is announced and persists after a reload', async ({
  page,
}) => {
  await open(page, '/dashboard/kanban');
  const live = dndAnnouncements(page);
  // Escape puts a lifted task back.
  const other = 'Draft the data ownership matrix';
  // Each key waits for the previous announcement, as a screen-reader user does (the keyboard
  // sensor listens for the arrows and Escape from the task after the lift).
  await card(page, 'To do', other).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(new RegExp(`(It is|is now) in column To do`), slow);
  await sensorListens(page);
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText(`Task ${other} is now in column In progress`, slow);
  await page.keyboard.press('Escape');
  await expect(live).toContainText(`Moving cancelled. Task ${other} is back in column To do`, slow);
  await expect(card(page, 'To do', other)).toBeVisible();
  // dnd-kit gives focus back to the put-back task a frame later; wait for it, so it cannot take
  // focus from the next task once that one is focused.
  await expect(card(page, 'To do', other)).toBeFocused();

  const task = 'Inventory the finance reports';
  await moveRightByKeyboard(page, task, 'To do', 'In progress');
  await expect(card(page, 'In progress', task)).toBeVisible();
  await reload(page);
  await expect(card(page, 'In progress', task)).toBeVisible(slow);
  await expect(card(page, 'To do', task)).toHaveCount(0);
});

test('a mouse drag across columns persists after a reload', async ({ page }) => {
  await open(page, '/dashboard/kanban');
  const task = 'Sales dashboard v1';
  const from = (await card(page, 'Review', task).boundingBox())!;
  const to = (await column(page, 'Done').getByTestId('kanban-task').first().boundingBox())!;
  const save = saved(page, '/api/kanban/move-task');
  await page.mouse.move(from.x + 40, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + 40, to.y + 10, { steps: 15 });
  await page.mouse.move(to.x + 42, to.y + 8, { steps: 3 });
  await page.mouse.up();
  await expect(card(page, 'Done', task)).toBeVisible();
  await save;
  await reload(page);
  await expect(card(page, 'Done', task)).toBeVisible(slow);
  await expect(card(page, 'Review', task)).toHaveCount(0);
});

test('a long column mounts only the cards in view, scrolls to the others, and a keyboard move from it is announced', async ({
  page,
}) => {
  await open(page, '/dashboard/kanban');
  // Sixty more tasks in Review, through the demo API.
  await demoApiWorkerReady(page);
  await page.evaluate(async () => {
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
    };
    const { board } = await (await fetch('/api/kanban', { headers })).json();
    const columnId = board.columns.find((c: { name: string }) => c.name === 'Review').id;
    for (let n = 1; n <= 60; n++)
      await fetch('/api/kanban/task', {
        method: 'POST',
        headers,
        body: JSON.stringify({ columnId, name: `Long column task ${n}` }),
      });
  });
  await reload(page);
  const review = column(page, 'Review');
  const total = Number(await review.locator('h2 + *').textContent());
  expect(total).toBeGreaterThan(60);
  await expect(review.getByTestId('kanban-task').first()).toBeVisible();
  expect(await review.getByTestId('kanban-task').count()).toBeLessThan(total);
  await expect(card(page, 'Review', 'Long column task 60')).toHaveCount(0);

  // The wheel over the column brings its last cards in.
  await review.getByTestId('kanban-task').first().hover();
  await page.mouse.wheel(0, 20_000);
  await expect(card(page, 'Review', 'Long column task 60')).toBeVisible(slow);

  // Its first card, by keyboard, to Done: the positions count every task of the column.
  await page.mouse.wheel(0, -20_000);
  const first = review.getByTestId('kanban-task').first();
  await expect(first).toBeInViewport();
  const name = (await first.locator('p').first().textContent())!;
  const live = dndAnnouncements(page);
  await first.focus();
  await page.keyboard.press('Space');
  // The pick-up, or the first "over" dnd-kit announces right after it (over the card itself).
  await expect(live).toContainText(
    new RegExp(`(It is|is now) in column Review, position 1 of ${total}\\.`),
    slow,
  );
  await sensorListens(page);
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText(`Task ${name} is now in column Done`, slow);
  const save = saved(page, '/api/kanban/move-task');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Task ${name} was dropped in column Done`, slow);
  await expect(card(page, 'Done', name)).toBeVisible();
  await save;
  await expect(review.locator('h2 + *')).toHaveText(String(total - 1));
});

test('on a phone the calendar opens on the agenda and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/dashboard/calendar');
  const views = page.getByRole('group', { name: 'View' });
  await expect(views.getByRole('button', { name: 'Agenda' })).toHaveAttribute(
    'aria-pressed',
    'true',
    slow,
  );
  await expect(page.getByTestId('calendar').locator('.fc-list')).toBeVisible();
  // No view and no date pinned into the address.
  expect(new URL(page.url()).search).toBe('');
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  // A view picked on the phone is kept in the URL, and the month fits too.
  await views.getByRole('button', { name: 'Month' }).click();
  await expect(page).toHaveURL(/view=dayGridMonth/);
  await expect(page.getByTestId('calendar').locator('.fc-daygrid')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The phone's month: a dot per event on each day; a tap on a day lists its events under the
  // grid, each time range on one line, and an event opens from there.
  const agenda = page.getByTestId('calendar-day-agenda');
  await expect(agenda).toBeVisible();
  const busyDay = page
    .locator('.fc-daygrid-day:not(.fc-day-other)', { hasText: / events?$/ })
    .last();
  await expect(busyDay).toBeVisible(slow);
  // Pinned by its date: until the month's events arrive the grid shows the agenda week's, so
  // "the last busy day" can move between reading it and tapping it.
  const date = (await busyDay.getAttribute('data-date'))!;
  const day = page.locator(`.fc-daygrid-day[data-date="${date}"]`);
  await day.click();
  await expect(agenda).toHaveAttribute(
    'aria-label',
    new RegExp(`\\b${new Date(`${date}T12:00`).getDate()}\\b`),
  );
  const items = agenda.getByRole('listitem');
  const dots = async () =>
    Number(await day.locator('[data-compact-day]').getAttribute('data-compact-day'));
  await expect
    .poll(async () => (await items.count()) === (await dots()) && (await dots()) > 0, slow)
    .toBe(true);
  for (const time of await items.locator('button > span:nth-of-type(1)').all())
    expect((await time.boundingBox())!.height).toBeLessThan(30);
  const timed = items.filter({ hasNotText: /^(All day|Due:)/ });
  if (await timed.count()) {
    await timed.first().getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // Right to left (the settings' direction), on the agenda: FullCalendar parks the agenda's
  // screen-reader header 10,000 px to the left, which a right-to-left page could scroll to.
  await page.evaluate(() =>
    localStorage.setItem(
      'settings',
      JSON.stringify({ state: { themeDirection: 'rtl' }, version: 0 }),
    ),
  );
  await page.goto('/dashboard/calendar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('calendar').locator('.fc-direction-rtl .fc-list')).toBeVisible(
    slow,
  );
  expect(await overflow()).toBeLessThanOrEqual(0);
});

const eventIn = (page: Page, date: string, title: string) =>
  page.locator(`.fc-daygrid-day[data-date="${date}"] .fc-event`, { hasText: title });

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

const dayFrame = (date: string) => `.fc-daygrid-day[data-date="${date}"] .fc-daygrid-day-frame`;

test('an event created by selection persists; moving and resizing it change its stored dates', async ({
  page,
}) => {
  await open(page, '/dashboard/calendar?date=2027-02-01');
  await expect(page.getByRole('heading', { level: 2, name: 'February 2027' })).toBeVisible(slow);
  const title = 'Steering committee prep';
  // Select two days: a new all-day event over them.
  await drag(
    page,
    await centre(page, dayFrame('2027-02-09')),
    await centre(page, dayFrame('2027-02-10')),
  );
  const dialog = page.getByRole('dialog', { name: 'New event' });
  // The days as an English reader writes them, month first (docs/look-and-feel.md#dates).
  await expect(dialog.getByLabel('Start')).toHaveValue('02/09/2027', slow);
  // Exact: 'End' is also in 'Calendar', the name of each date field's calendar.
  await expect(dialog.getByLabel('End', { exact: true })).toHaveValue('02/10/2027');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${title} was added`)).toBeVisible(slow);
  await reload(page);
  await expect(eventIn(page, '2027-02-09', title)).toBeVisible(slow);

  // Move it two days later, then stretch its end one day further.
  let save = saved(page, '/api/calendar/');
  await drag(
    page,
    await centre(page, `.fc-event:has-text("${title}")`),
    await centre(page, dayFrame('2027-02-11')),
  );
  await save;
  await expect(eventIn(page, '2027-02-11', title)).toBeVisible(slow);
  await page.locator('.fc-event', { hasText: title }).first().hover();
  save = saved(page, '/api/calendar/');
  await drag(
    page,
    await centre(page, `.fc-event:has-text("${title}") .fc-event-resizer-end`),
    await centre(page, dayFrame('2027-02-13')),
  );
  await save;
  await reload(page);
  await page.locator('.fc-event', { hasText: title }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Start')).toHaveValue('02/11/2027', slow);
  await expect(edit.getByLabel('End', { exact: true })).toHaveValue('02/13/2027');

  // An end before the start is refused next to the field: the end chosen in its calendar, with the
  // keyboard (five days back from the 13th).
  const end = edit.getByRole('group').filter({ has: page.getByLabel('End', { exact: true }) });
  await end.getByRole('button', { name: 'Open the calendar' }).click();
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /February 13, 2027/);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(edit.getByLabel('End', { exact: true })).toHaveValue('02/08/2027');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(end.getByText('The end cannot be before the start.')).toBeVisible();
});

test("a task's due date shows on the calendar on that day, linking to the task", async ({
  page,
}) => {
  const task = 'Plan the analyst training cohort';
  await open(page, '/dashboard/kanban');
  await card(page, 'To do', task).click();
  const drawer = page.getByRole('dialog', { name: task });
  // Month first, as an English reader types a day (docs/look-and-feel.md#dates).
  await drawer.getByLabel('Start date').fill('03/01/2027');
  await drawer.getByLabel('Due date').fill('03/04/2027');
  const save = saved(page, '/api/kanban/task/');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await save;

  await page.goto('/dashboard/calendar?date=2027-03-01');
  await waitForScreen(page);
  // "Due: <name>", the name isolated in its own direction (docs/look-and-feel.md#text-in-both-directions).
  const dueOn = (date: string) => eventIn(page, date, task).filter({ hasText: 'Due:' });
  const due = dueOn('2027-03-04');
  await expect(due).toBeVisible(slow);
  await expect(dueOn('2027-03-03')).toHaveCount(0);
  await due.click();
  await expect(page).toHaveURL(/\/dashboard\/kanban\?task=/, slow);
  await expect(page.getByRole('dialog', { name: task })).toBeVisible(slow);
});
