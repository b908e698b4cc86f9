// The route table of docs/product-rules.md#marketing-site, #route-table, served as it ships: dist/
// with its production hosting headers (dist/_headers: a Content Security Policy without
// 'unsafe-eval' or inline scripts, docs/hosting.md). Every path, one test each, is opened by its
// address (a full load): it renders its own screen (the route's data-screen marker, which the
// error, slow-load, not-found and 403 screens do not carry), not the 404, keeps the session on
// dashboard paths, and loads with no CSP violation. Unknown paths land on /404 without a history
// entry, and navigation scrolls to the top.
import type { Server } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { DEMO_ACCOUNT, expectOwnScreen, samplePath } from './support/app';
import { screenOf, seedPaths } from './support/seed-paths';
import { appTookOver, expect, test as base } from './support/test';

interface RouteSweep {
  origin: string;
  guest: Page;
  member: () => Promise<Page>;
  /** CSP violations seen on `page` since the last call. */
  violations: (page: Page) => Promise<string[]>;
}

/** Collects CSP violations: the page's securitypolicyviolation events and the console's reports. */
async function watchViolations(context: BrowserContext) {
  const seen = new Map<Page, string[]>();
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.get(message.page()!)?.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    track: (page: Page) => seen.set(page, []),
    take: async (page: Page) => {
      const found = [...(seen.get(page) ?? []), ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? [])];
      seen.set(page, []);
      return found;
    },
  };
}

// Per worker: dist/ served with its hosting headers on a port of its own, a guest's page and a
// member's page (signed in once, in a context of its own).
const test = base.extend<object, { sweep: RouteSweep }>({
  sweep: [
    async ({ browser }, provide, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 4173) + 20 + workerInfo.workerIndex;
      const server: Server = await serveDist(port, { headers: true });
      const origin = `http://127.0.0.1:${port}`;
      const contexts = [await browser.newContext(), await browser.newContext()] as const;
      const watches = await Promise.all(contexts.map(watchViolations));
      const guest = await contexts[0].newPage();
      watches[0]!.track(guest);
      let member: Page | undefined;
      await provide({
        origin,
        guest,
        member: async () => {
          if (member) return member;
          member = await contexts[1].newPage();
          watches[1]!.track(member);
          await member.goto(`${origin}/auth/jwt/login`);
          await appTookOver(member);
          await member.locator('input[type="email"]').fill(DEMO_ACCOUNT.email);
          await member.locator('input[type="password"]').fill(DEMO_ACCOUNT.password);
          await member.locator('form button[type="submit"]').click();
          await member.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
          return member;
        },
        violations: (page) => (page === guest ? watches[0]! : watches[1]!).take(page),
      });
      await Promise.all(contexts.map((c) => c.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
});

// Public, shop and sign-in paths as a guest (sign-in screens are for guests,
// docs/product-rules.md#guest-routes); dashboard paths signed in (docs/product-rules.md#guarded-routes).
for (const path of seedPaths) {
  const dashboard = path.startsWith('/dashboard');
  test(`the route table: ${path} renders its own screen${dashboard ? ' signed in' : ''}, with no CSP violation`, async ({ sweep }) => {
    const page = dashboard ? await sweep.member() : sweep.guest;
    const url = samplePath(path);
    await page.goto(`${sweep.origin}${url}`);
    await appTookOver(page);
    // Its own screen (src/lib/route-screen.tsx): the route's component rendered, not an error, a
    // slow load, a missing record, the 403 or a loader, each of which has a heading too. A dashboard
    // screen comes with its data (the loader awaits it): allow for a busy machine.
    await expectOwnScreen(page, screenOf(path), 30_000);
    await expect(page.locator('h1').first(), `${url} shows a heading`).toBeVisible();
    if (path !== '/404') {
      await expect(page, `${url} is not sent to the 404`).not.toHaveURL(/\/404$/);
      await expect(page.getByText('We could not find that page')).toHaveCount(0);
    }
    if (dashboard) {
      await expect(page, `${url} keeps the session`).not.toHaveURL(/\/auth\//);
      await expect(page.getByRole('heading', { name: /you do not have access to this page/i })).toHaveCount(0);
      await page.waitForLoadState('networkidle').catch(() => {});
    }
    expect(await sweep.violations(page), `CSP violations on ${url}`).toEqual([]);
  });
}

test('the hosting headers are sent: CSP without unsafe-eval or inline scripts, HSTS, nosniff, referrer policy, caching', async ({ request, sweep }) => {
  const page = await request.get(`${sweep.origin}/`);
  const csp = page.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(page.headers()['strict-transport-security']).toContain('max-age=');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = /(\/static\/js\/[^"' ]+\.js)/.exec(html)![1]!;
  expect((await request.get(`${sweep.origin}${script}`)).headers()['cache-control']).toContain('immutable');
});

test('an unknown path lands on /404 and replaces the history entry', async ({ page }) => {
  await page.goto('/about-us');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about-us$/);
});

test('navigating scrolls the page to the top', async ({ page }) => {
  await page.goto('/404');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  }).toPass();
  await page.getByRole('link', { name: /back to home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
