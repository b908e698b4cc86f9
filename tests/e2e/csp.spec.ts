// The app runs under the production hosting headers (docs/hosting.md): dist/ served with
// dist/_headers, whose Content Security Policy has no 'unsafe-eval' and no 'unsafe-inline' for
// scripts. Every route of the route table, as a guest and signed in, loads with no CSP violation.
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { samplePath } from './support/app';
import { seedPaths } from './support/seed-paths';
import { expect, test } from './support/test';

const port = Number(process.env.E2E_PORT ?? 4173) + 17;
const origin = `http://127.0.0.1:${port}`;
let server: Server;

// One server on one port: the two tests run in one worker, in order.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await serveDist(port, { headers: true });
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Collects CSP violations: the page's securitypolicyviolation events and the console's reports. */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...seen, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? [])];
}

test('the headers are sent: CSP without unsafe-eval or inline scripts, HSTS, nosniff, referrer policy, caching', async ({ request }) => {
  const page = await request.get(`${origin}/`);
  const csp = page.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(page.headers()['strict-transport-security']).toContain('max-age=');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = /(\/static\/js\/[^"' ]+\.js)/.exec(html)![1]!;
  expect((await request.get(`${origin}${script}`)).headers()['cache-control']).toContain('immutable');
});

test('every route loads with no CSP violation, as a guest and signed in', async ({ page }) => {
  test.setTimeout(600_000);
  const violations = await watchViolations(page);
  const guestRoutes = seedPaths.filter((p) => !p.startsWith('/dashboard'));
  for (const path of guestRoutes) {
    await page.goto(`${origin}${samplePath(path)}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
  await page.goto(`${origin}/auth/jwt/login`);
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
  for (const path of seedPaths.filter((p) => p.startsWith('/dashboard'))) {
    await page.goto(`${origin}${samplePath(path)}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => {});
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
});
