// The demo data follows the calendar (docs/api/overview.md#dates-in-the-demo-data): a visitor who
// comes back days after the data was seeded finds the newest orders within the last days of the day
// they come back, and the order they changed before keeps its dates. The page's clock is set by
// Playwright; the demo API's handlers run in the page (reads in-page, writes through the service
// worker, which hands them back to the page's msw), so they read that clock.
import { demoApiWorkerReady, signInIfAsked } from './support/app';
import { expect, test, type Page } from './support/test';

const DAY = 86_400_000;
const FIRST_VISIT = new Date('2026-12-15T12:00:00Z');
const LATER = new Date(FIRST_VISIT.getTime() + 9 * DAY);

interface Order {
  id: string;
  number: string;
  status: string;
  createdAt: string;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  // The first visit, and the visit days later (the session's token has expired by then).
  await signInIfAsked(page);
  await expect(page).toHaveURL(new RegExp(path));
}

/** The API's answer, fetched in the page with the session's token (the demo API's worker answers). */
async function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  await demoApiWorkerReady(page);
  return page.evaluate(
    async ([p, method, body]) => {
      const token = sessionStorage.getItem('accessToken');
      const res = await fetch(p, {
        method: method ?? 'GET',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method ?? 'GET'} ${p}: ${res.status}`);
      return (await res.json()) as T;
    },
    [path, init.method, init.body] as const,
  );
}

const newestOrders = async (page: Page) =>
  (await api<{ items: Order[] }>(page, '/api/order/list?sort=createdAt&order=desc&pageSize=5'))
    .items;

/** The order table's first row shows this order, with its date as the app writes it. */
async function firstRowShows(page: Page, order: Order) {
  const first = page.getByTestId('order-table').getByRole('row').nth(1);
  await expect(first).toContainText(order.number, { timeout: 30_000 });
  const shown = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      ),
    order.createdAt,
  );
  await expect(first).toContainText(shown);
}

function withinDaysBefore(iso: string, day: Date, days: number) {
  const at = Date.parse(iso);
  expect(at).toBeLessThanOrEqual(day.getTime());
  expect(at).toBeGreaterThan(day.getTime() - days * DAY);
}

test('a visitor back nine days later finds the newest orders of those days, and the order they changed as they left it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(FIRST_VISIT);
  await open(page, '/dashboard/order');
  const [newest, , changed] = await newestOrders(page);
  withinDaysBefore(newest!.createdAt, FIRST_VISIT, 2);
  await firstRowShows(page, newest!);

  // The visitor changes one order (its status): it is theirs now, and keeps its dates.
  const status = changed!.status === 'cancelled' ? 'completed' : 'cancelled';
  const { order: saved } = await api<{ order: Order & { timeline: { at: string }[] } }>(
    page,
    `/api/order/${changed!.id}`,
    {
      method: 'PATCH',
      body: { status },
    },
  );
  expect(saved.createdAt).toBe(changed!.createdAt);

  await page.clock.setFixedTime(LATER);
  await open(page, '/dashboard/order');
  const [newestLater] = await newestOrders(page);
  withinDaysBefore(newestLater!.createdAt, LATER, 2);
  await firstRowShows(page, newestLater!);

  // The seeded orders moved by the nine days; the changed one did not.
  const { order: seededThen } = await api<{ order: Order }>(
    page,
    `/api/order/details?id=${newest!.id}`,
  );
  expect(Date.parse(seededThen.createdAt) - Date.parse(newest!.createdAt)).toBe(9 * DAY);
  const { order: changedLater } = await api<{ order: Order & { timeline: { at: string }[] } }>(
    page,
    `/api/order/details?id=${changed!.id}`,
  );
  expect(changedLater).toMatchObject({ status, createdAt: changed!.createdAt });
  expect(changedLater.timeline).toEqual(saved.timeline);
});
