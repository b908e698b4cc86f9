// The sign-in page stays lean (docs/performance.md, "The sign-in pages"):
// until the user is about to submit, it fetches neither the dashboard shell, the charts, the list
// kit's tables nor the demo API; pointing at the submit button fetches the demo API and the shell
// ahead, and signing in then lands on the dashboard. The scripts are told apart by what they
// contain (chunk names are not stable), not by their size.
import { expect, test } from './support/test';
import { DEMO_ACCOUNT } from './support/app';

/** Text only each kind of code carries (strings that survive minification). */
const MARKERS = {
  'demo API': 'demo-api-worker',
  'dashboard shell': 'header.openNav',
  charts: 'data-chart-plot',
  tables: 'getCoreRowModel',
} as const;

test('the sign-in page loads no dashboard code before the user is about to submit', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('/demo-api-worker.js')) scripts.add(request.url());
  });
  const contains = async (marker: string) => {
    for (const url of scripts) {
      if (url.endsWith('/demo-api-worker.js') && marker === MARKERS['demo API']) return true;
      const body = await page.request.get(url).then((r) => r.text());
      if (body.includes(marker)) return true;
    }
    return false;
  };

  await page.goto('/auth/jwt/login');
  await page.getByLabel(/^email address/i).fill(DEMO_ACCOUNT.email);
  await page.getByLabel(/^password/i).fill(DEMO_ACCOUNT.password);
  // The app runs the page (the form is the app's), and everything it asked for has arrived.
  await expect(page.locator('html')).toHaveAttribute('data-app', /.*/);
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  for (const [kind, marker] of Object.entries(MARKERS)) {
    expect(await contains(marker), `${kind} loaded before the submit`).toBe(false);
  }

  // Intent: the pointer on the submit button fetches the demo API and the dashboard's code.
  await page.getByRole('button', { name: /^sign in$/i }).hover();
  await expect.poll(() => contains(MARKERS['demo API'])).toBe(true);
  await expect.poll(() => contains(MARKERS['dashboard shell'])).toBe(true);

  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
