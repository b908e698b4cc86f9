// The five overview pages end to end: with the clock on two days a year apart, each page shows
// data up to that day, its figures are the demo API's answer, and a booking can be approved. The
// accessibility gate (a11y-gate.spec.ts) checks each of them in five looks (docs/accessibility.md).
import { demoApiWorkerReady } from './support/app';
import { expect, test, type Page } from './support/test';

const PAGES = ['ecommerce', 'analytics', 'banking', 'booking', 'file'] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (new URL(page.url()).pathname.startsWith('/auth')) {
    await page.locator('input[type="email"]').fill('demo@corvane.example');
    await page.locator('input[type="password"]').fill('Corvane-demo-2026');
    await page.locator('form button[type="submit"]').click();
  }
  // Signing in derives a key from the password: slow on a busy machine.
  await expect(page).toHaveURL(new RegExp(path.split('?')[0]!), { timeout: 45_000 });
}

test.describe.configure({ timeout: 180_000 });

/** The API's answer, fetched in the page with the session's token (the demo API's worker answers). */
async function api<T>(page: Page, path: string): Promise<T> {
  await demoApiWorkerReady(page);
  return page.evaluate(async (p) => {
    const token = sessionStorage.getItem('accessToken');
    const res = await fetch(p, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  }, path);
}

interface Figures {
  figures: { id: string; value: number; unit: 'eur' | 'count' | 'percent' | 'bytes' }[];
}

for (const day of ['2026-12-15T12:00:00Z', '2027-12-15T12:00:00Z']) {
  test(`on ${day.slice(0, 10)} every overview page shows the API's figures, with data up to that day`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(day));
    const month = day.slice(0, 7);
    const monthLabel = new Intl.DateTimeFormat('en', {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(day));
    for (const name of PAGES) {
      await open(page, `/dashboard/${name}?range=12m`);
      const figures = page.getByRole('region', { name: 'Key figures' });
      await expect(figures).toBeVisible({ timeout: 30_000 });
      const answer = await api<Figures>(page, `/api/overview/${name}/figures?range=12m`);
      expect(answer.figures.length).toBe(4);
      for (const f of answer.figures) {
        const shown = figures.locator(`[data-figure="${f.id}"] [data-value]`);
        await expect(shown).toHaveAttribute('data-value', String(f.value));
        if (f.unit === 'eur') {
          const euros = new Intl.NumberFormat('en', {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }).format(f.value);
          await expect(shown).toHaveText(euros);
        }
      }
    }
    // The 12-month sales chart ends with the set month, which has data; its table says the same.
    await open(page, '/dashboard/ecommerce?range=12m');
    const sales = await api<{ keys: string[]; series: { revenue: number[] } }>(
      page,
      '/api/overview/ecommerce/sales?range=12m',
    );
    expect(sales.keys.at(-1)).toBe(month);
    expect(sales.series.revenue.every((v) => v >= 0)).toBe(true);
    const card = page.locator('.chakra-card__root', {
      has: page.getByRole('heading', { name: 'Sales', exact: true }),
    });
    await card.getByRole('button', { name: 'Show as table' }).click();
    const lastRow = card.getByRole('row').last();
    await expect(lastRow.getByRole('cell').first()).toHaveText(monthLabel);
    const euros = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(sales.series.revenue.at(-1)!);
    await expect(lastRow.getByRole('cell').nth(1)).toHaveText(euros);
    // The app overview's 30 days end today too.
    const app = await api<{ asOf: string; revenueByMonth: { month: string }[] }>(
      page,
      '/api/overview/app',
    );
    expect(app.asOf.slice(0, 10)).toBe(day.slice(0, 10));
    expect(app.revenueByMonth.at(-1)!.month).toBe(month);
  });
}

// The decided row keeps its place in "Latest bookings" (src/features/overview/pages-api.ts).
test('approving a waiting booking keeps the row, now approved', async ({ page }) => {
  await open(page, '/dashboard/booking?range=12m');
  const latest = page.locator('.chakra-card__root', {
    has: page.getByRole('heading', { name: 'Latest bookings' }),
  });
  await expect(latest.getByRole('button', { name: 'Approve' }).first()).toBeVisible({
    timeout: 30_000,
  });
  const waiting = latest
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })
    .first();
  const customer = (await waiting.getAttribute('aria-label'))!;
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Booking of ${customer} approved`)).toBeVisible({ timeout: 15_000 });
  await expect(
    latest.getByRole('listitem', { name: customer }).getByText('Approved'),
  ).toBeVisible();
});

test('the range in the URL drives the widgets', async ({ page }) => {
  await open(page, '/dashboard/analytics');
  await expect(page.locator('[data-figure="visits"]')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Period').selectOption('7d');
  await expect(page).toHaveURL(/range=7d/);
  const answer = await api<Figures>(page, '/api/overview/analytics/figures?range=7d');
  const visits = answer.figures.find((f) => f.id === 'visits')!;
  await expect(page.locator('[data-figure="visits"] [data-value]')).toHaveAttribute(
    'data-value',
    String(visits.value),
  );
});
