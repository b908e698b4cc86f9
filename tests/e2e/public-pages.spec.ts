// The public pages beyond the menu (issue 8): pricing, payment, FAQs, coming soon, maintenance,
// 403, 404 and 500 — headings and titles at phone and desktop widths, the pricing switch, a plan
// through payment to confirmation, the FAQ search and keyboard accordions. The accessibility
// gate (a11y-gate.spec.ts) checks each of these pages in five looks (docs/accessibility.md).
import { expect, test } from './support/test';

const pages = [
  {
    path: '/pricing',
    h1: 'Consulting plans for every stage of your data journey',
    title: 'Pricing · Corvane',
  },
  {
    path: '/payment?plan=team&period=monthly',
    h1: 'Complete your subscription',
    title: 'Payment · Corvane',
  },
  { path: '/faqs', h1: 'Frequently asked questions', title: 'FAQs · Corvane' },
  { path: '/coming-soon', h1: 'The Corvane client portal', title: 'Coming soon · Corvane' },
  { path: '/maintenance', h1: 'We are upgrading our platform', title: 'Maintenance · Corvane' },
  { path: '/403', h1: 'You do not have access to this page', title: 'Access denied · Corvane' },
  { path: '/404', h1: 'We could not find that page', title: 'Page not found · Corvane' },
  { path: '/500', h1: 'Something went wrong on our side', title: 'Server error · Corvane' },
] as const;

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each page shows its heading, title and description', async ({ page }) => {
      test.setTimeout(120_000);
      for (const { path, h1, title } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
        await expect(page, path).toHaveTitle(title);
        // The route's description is the last one (index.html carries a site-wide default).
        await expect(page.locator('meta[name="description"]').last(), path).toHaveAttribute(
          'content',
          /.{40,}/,
        );
      }
    });
  });
}

test('the pricing switch changes the prices and keeps the period in the URL', async ({ page }) => {
  await page.goto('/pricing');
  // Both prices are in the page (docs/performance.md): the one shown is the switch's.
  const team = page.getByTestId('price-team');
  await expect(team.getByText('€18,500')).toBeVisible();
  await expect(team.getByText('€185,000')).toBeHidden();
  await page.getByRole('radio', { name: 'Yearly' }).check({ force: true });
  await expect(team.getByText('€185,000')).toBeVisible();
  await expect(team.getByText('Save €37,000 a year')).toBeVisible();
  await expect(team.getByText('€18,500')).toBeHidden();
  await expect(page).toHaveURL(/period=yearly/);
  await page.getByRole('radio', { name: 'Monthly' }).check({ force: true });
  await expect(team.getByText('€18,500')).toBeVisible();
  await expect(team.getByText('€185,000')).toBeHidden();
});

test('on a phone the comparison keeps its feature column beside the plan the reader picks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: /What each consulting plan includes/ });
  const header = (plan: string) => table.getByRole('columnheader', { name: plan, exact: true });
  await expect(table.getByRole('columnheader', { name: 'Feature' })).toBeVisible();
  // The recommended plan first, alone beside the features, with nothing to scroll sideways.
  await expect(header('Team')).toBeVisible();
  await expect(header('Advisory')).toBeHidden();
  await expect(header('Enterprise')).toBeHidden();
  const picker = page.getByRole('radiogroup', { name: 'Plan to compare' });
  await picker.getByRole('radio', { name: 'Enterprise' }).check({ force: true });
  await expect(header('Enterprise')).toBeVisible();
  await expect(header('Team')).toBeHidden();
  const sideways = await table.evaluate(
    (el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  // A wide screen shows every plan and no picker.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const plan of ['Advisory', 'Team', 'Enterprise']) await expect(header(plan)).toBeVisible();
  await expect(picker).toBeHidden();
});

test('a plan flows to payment and confirmation, without sending the card number', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order')
      bodies.push(request.postData() ?? '');
  });
  await page.goto('/pricing');
  await page.getByRole('radio', { name: 'Yearly' }).check({ force: true });
  await page.getByRole('link', { name: 'Choose Enterprise' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=enterprise&period=yearly/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Enterprise plan');
  await expect(summary.getByTestId('payment-total')).toHaveText('€504,000');

  // Submitting empty shows the messages next to the fields.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Enter your card number.')).toBeVisible();

  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Street address').fill('12 Compiler Street');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Postcode').fill('75002');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Name on card').fill('G Hopper');
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('737');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('This card number is not valid. Check the digits.')).toBeVisible();
  expect(bodies).toEqual([]);

  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you — your Enterprise plan is confirmed',
  );
  await expect(page.getByText('Paid with Visa ending in 1111')).toBeVisible();
  await expect(page.getByText(/^Order #/)).toBeVisible();
  expect(bodies).toHaveLength(1);
  const sent = JSON.parse(bodies[0]!) as Record<string, unknown>;
  expect(sent).toMatchObject({
    source: 'pricing',
    billingPeriod: 'yearly',
    items: [{ sku: 'plan:enterprise:yearly', quantity: 1, unitPrice: 420000 }],
    payment: { brand: 'visa', last4: '1111' },
  });
  expect(bodies[0]).not.toContain('4111111111111111');
  expect(bodies[0]).not.toContain('737');
});

test('the FAQ search filters and the accordions work from the keyboard', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(12);
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('gdpr');
  await expect(page.getByRole('status')).toHaveText('1 question matches “gdpr”');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);
  await search.fill('');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(12);

  const first = page.getByRole('button', { name: 'How does a Corvane engagement start?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/With a Discover phase of one to two weeks/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const second = page.getByRole('button', { name: 'How long until we see a first result?' });
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('the coming-soon countdown ticks and the notify form validates, then signs up', async ({
  page,
}) => {
  await page.goto('/coming-soon');
  const seconds = page.getByTestId('countdown-seconds');
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? '');
  const email = page.getByRole('textbox', { name: 'Your work email' });
  await email.fill('nope');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Enter a valid email address, like name@company.com.')).toBeVisible();
  await email.fill('ops@example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(
    page.getByText('Thank you. We will write to ops@example.com on launch day.'),
  ).toBeVisible();
});

test('/403 leads to sign-in, back and home', async ({ page }) => {
  await page.goto('/faqs');
  await page.goto('/403');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await page.goto('/403');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  await page.goto('/403');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search);
  await expect(
    page.locator('[data-screen="/"]'),
    'the home page, not the status page again',
  ).toBeVisible();
});

test('an error thrown in a route shows the 500 content with Retry', async ({ page }) => {
  // The pricing route's code throws as it loads (not a chunk that failed to download).
  await page.route(/\/static\/js\/pricing-[\w-]+\.js$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: "throw new Error('Pricing exploded');",
    }),
  );
  await page.goto('/faqs');
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Something went wrong on our side',
  );
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
