// Issue 34, item 4, "Nothing lost before takeover, and no wait for it" (docs/performance.md, "How a
// marketing page starts", step 5): on a prerendered page, with the CPU 4x slower, what a visitor does
// at once after the HTML has arrived takes effect within 1 s. What can work without the app does
// (the pricing switch by CSS, the FAQ search and "Fill in the demo account" by the boot script,
// scripts/prerender-boot.js), shown here with the app's scripts held back so the app cannot be what
// did it; what needs the app (a submit, the contact form's send) is kept and done once it has taken
// over. Each test acts right after `domcontentloaded`.
import type { BrowserContext, Page } from '@playwright/test';
import { appRunning, appTookOver, expect, holdAppScripts, plainTest as test } from './support/test';

const demo = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
/** The effect of an action before the app: within 1 s at 4x CPU (issue 34). */
const soon = { timeout: 1_000 };
/** What needs the app to start (and, at 4x CPU, to hydrate the page) first. */
const once = { timeout: 30_000 };

/** The CPU 4x slower, from the page's load on (CDP; the page keeps it across its navigations). */
async function slowCpu(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Prints how long an action took to show its effect (the report of issue 34): from Playwright's
 * action returning (the click or key delivered), and from its start (an upper bound: it includes
 * Playwright's own checks of the element).
 */
async function timed(what: string, act: () => Promise<void>, effect: () => Promise<void>) {
  const started = Date.now();
  await act();
  const acted = Date.now();
  await effect();
  const done = Date.now();
  console.log(`${what}: ${done - acted} ms after the action returned, ${done - started} ms after it started`);
}

test.describe('before the app has taken over, CPU 4x', () => {
  test.beforeEach(async ({ page, context }) => {
    await slowCpu(page, context);
  });

  test('“Fill in the demo account” fills the form within 1 s, without the app, and the app signs in with it', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/auth/jwt/login', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('textbox', { name: 'Email address' });
    const password = page.locator('input[name="password"]');
    await timed(
      'demo account filled',
      () => page.getByRole('button', { name: 'Fill in the demo account' }).click(),
      async () => {
        await expect(email).toHaveValue(demo.email, soon);
        await expect(password).toHaveValue(demo.password, soon);
      },
    );
    await expect(password).toBeFocused(soon);
    expect(await appRunning(page)).toBe(false);
    // The app, taking over, starts from the filled fields (typedBeforeStart), takes them as the sign
    // of a sign-in to come (it starts the demo API: its service worker), and signs in.
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(false);
    release();
    await appTookOver(page);
    await expect(email).toHaveValue(demo.email);
    await expect(password).toHaveValue(demo.password);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), once)
      .toBe(true);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, once);
  });

  test('credentials typed and Enter pressed before the takeover: the fields keep their text and the press signs in', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/auth/jwt/login', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('textbox', { name: 'Email address' });
    const password = page.locator('input[name="password"]');
    await email.click();
    await page.keyboard.type(demo.email);
    await password.click();
    await page.keyboard.type(demo.password);
    await page.keyboard.press('Enter');
    // The press is kept (the form is held, not sent by the browser, which would reload the page).
    await expect(page.locator('form[data-submit-pending]')).toHaveCount(1, soon);
    await expect(email).toHaveValue(demo.email, soon);
    await expect(password).toHaveValue(demo.password, soon);
    expect(await appRunning(page)).toBe(false);
    await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
    release();
    await expect(page).toHaveURL(/\/dashboard$/, once);
  });

  test('the pricing switch changes the prices within 1 s, without the app, and the app keeps that period', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    const team = page.getByTestId('price-team');
    await expect(team.getByText('€18,500')).toBeVisible();
    await expect(team.getByText('€185,000')).toBeHidden();
    await timed(
      'yearly prices shown',
      () => page.getByText('Yearly', { exact: true }).first().click(),
      async () => {
        await expect(team.getByText('€185,000')).toBeVisible(soon);
        await expect(team.getByText('€18,500')).toBeHidden(soon);
      },
    );
    await expect(team.getByText('Save €37,000 a year')).toBeVisible(soon);
    // The plan's link goes on with the period shown, and the switch shows Yearly as chosen.
    await expect(page.getByRole('link', { name: 'Choose Team' })).toHaveAttribute('href', '/payment?plan=team&period=yearly', soon);
    // (Read once: the same style change as the prices, already shown.)
    // (The period switch's own items: the phone's plan picker below the table is another group.)
    const raised = await page.locator('[aria-label="Billing period"] label[data-part="item"]').evaluateAll((items) =>
      items.map((el) => `${el.textContent}: ${getComputedStyle(el).boxShadow !== 'none'}`),
    );
    expect(raised).toEqual(['Monthly: false', 'Yearly: true']);
    expect(await appRunning(page)).toBe(false);

    release();
    await appTookOver(page);
    await expect(page).toHaveURL(/\/pricing\?period=yearly$/);
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expect(team.getByText('€185,000')).toBeVisible();
    await expect(team.getByText('€18,500')).toBeHidden();
  });

  test('the FAQ search filters the questions within 1 s, without the app, and the app takes over with the same', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/faqs', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    const questions = page.getByRole('heading', { level: 3 });
    await expect(questions).toHaveCount(12);
    await timed(
      'questions filtered',
      () => search.pressSequentially('parquet'),
      () => expect(questions).toHaveText(['How are data products delivered?'], soon),
    );
    // Groups left without a question go too.
    await expect(page.getByRole('heading', { level: 2, name: 'Plans and billing' })).toBeHidden(soon);
    expect(await appRunning(page)).toBe(false);
    await search.fill('');
    await expect(questions).toHaveCount(12, soon);
    await search.fill('engagement');
    await expect(questions).toHaveText(['How does a Corvane engagement start?', 'How long until we see a first result?'], soon);

    release();
    await appTookOver(page);
    await expect(search).toHaveValue('engagement');
    await expect(page.getByRole('status')).toHaveText('2 questions match “engagement”');
    await expect(questions).toHaveText(['How does a Corvane engagement start?', 'How long until we see a first result?']);
    // Now the app's search: it opened the matches, and answers the next key.
    await expect(page.getByRole('button', { name: 'How does a Corvane engagement start?' })).toHaveAttribute('aria-expanded', 'true');
    await search.fill('parquet');
    await expect(questions).toHaveText(['How are data products delivered?']);
  });

  test('what is typed into the contact form at once is kept, and sent once the app has taken over', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') bodies.push(request.postData() ?? '');
    });
    const release = await holdAppScripts(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.click();
    await timed('first character shown', () => page.keyboard.type('G'), () => expect(name).toHaveValue('G', soon));
    await page.keyboard.type('race Hopper');
    await expect(name).toHaveValue('Grace Hopper', soon);
    await page.getByRole('textbox', { name: 'Work email' }).pressSequentially('grace@example.com');
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('consulting');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.pressSequentially('We need a forecasting sprint for 300 stores.');
    await expect(message).toHaveValue('We need a forecasting sprint for 300 stores.', soon);
    await page.getByRole('button', { name: 'Send message' }).click();
    // Sent before the app: kept (not sent by the browser, which would reload the page), fields and all.
    await expect(page.locator('form[data-submit-pending]')).toHaveCount(1, soon);
    await expect(name).toHaveValue('Grace Hopper');
    expect(await appRunning(page)).toBe(false);
    release();
    await expect(page.getByRole('status')).toContainText('grace@example.com', once);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      topic: 'consulting',
      message: 'We need a forecasting sprint for 300 stores.',
    });
  });

  test('no prerendered page offers Add to cart before the app; on a product page a press as soon as it shows is in the cart', async ({ page, request }) => {
    // The shop's Add to cart buttons are on the product pages (/product/<id>), which the app renders
    // itself (dist/app.html): there is no "before the app" there. The pages that are prerendered
    // have none (the header's cart link shows only once the app has read a cart).
    for (const path of ['/', '/product', '/pricing', '/faqs', '/consulting', '/chooseus']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-prerendered>');
      expect(html, path).not.toMatch(/>Add [^<]* to cart</);
    }
    await page.goto('/product/market-pulse', { waitUntil: 'domcontentloaded' });
    await timed(
      'added to cart',
      () => page.getByRole('button', { name: 'Add Team to cart' }).click(once),
      () => expect(page.getByText('Market Pulse (Team) is in your cart.')).toBeVisible(soon),
    );
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible(soon);
  });
});
