// Auth0 sign-in end to end against oauth2-mock-server standing in for Auth0
// (docs/auth-providers.md#tests): run by scripts/e2e-providers.mjs, which starts the mock
// (scripts/auth-servers/auth0-mock.mjs) and builds the app with VITE_AUTH_METHOD=auth0. The mock's
// /authorize has no login form: it answers at once with a code, as Auth0's hosted page does once a
// person has signed in there. So these tests check the app's side of the redirect (PKCE, the
// sign-up hint, the callback, refresh, sign-out, a refusal), not a password typed on Auth0's page.
import { expectNoAxeViolations } from '../support/a11y';
import { appTookOver, expect, test, type Page } from './provider-test';

const mock = process.env.AUTH0_MOCK_URL ?? 'http://localhost:9400';

// One mock, one set of settings (token lifetime, the next /authorize's error): one test at a time.
test.describe.configure({ mode: 'serial' });

async function mockSettings(page: Page, settings: { tokenTtlSeconds?: number; authorizeError?: string | null }) {
  const response = await page.request.post(`${mock}/__mock/settings`, { data: settings });
  expect(response.ok(), `the Auth0 mock at ${mock} takes its test settings`).toBe(true);
}

function authorizeRequest(page: Page) {
  return page.waitForRequest((request) => request.url().startsWith(`${mock}/authorize?`));
}

const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken'));
const tokenExp = (token: string | null) =>
  token ? (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp : 0;

test.beforeEach(async ({ page }) => {
  await mockSettings(page, { tokenTtlSeconds: 3600, authorizeError: null });
});

test('sign in through the hosted page, reload, a guarded page, silent refresh, sign out', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // Short-lived tokens: the session asks for a fresh one a minute before expiry, so in about 15 s.
  await mockSettings(page, { tokenTtlSeconds: 75 });

  await page.goto('/dashboard/blank');
  await expect(page).toHaveURL(/\/auth\/auth0\/login\?returnTo=%2Fdashboard%2Fblank$/);
  const authorize = authorizeRequest(page);
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get('response_type')).toBe('code');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toBeTruthy();
  expect(params.get('scope')).toContain('offline_access');
  expect(params.get('redirect_uri')).toBe(`${baseURL}/auth/auth0/callback`);
  expect(params.has('screen_hint')).toBe(false);

  // Back through /auth/auth0/callback to the page the user asked for.
  await expect(page).toHaveURL(/\/dashboard\/blank$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/blank$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The demo API knows the user by the ID token's email (its account made on the first visit).
  await expect(page.getByRole('button', { name: /Nadia Mansour/ }).first()).toBeVisible();

  // Silent refresh: the refresh token buys a new ID token, which the session takes (no page, no iframe).
  const before = await sessionToken(page);
  const refreshed = await page.waitForResponse(
    (response) =>
      response.url() === `${mock}/oauth/token` && (response.request().postData() ?? '').includes('grant_type=refresh_token'),
    { timeout: 45_000 },
  );
  expect(refreshed.status()).toBe(200);
  await expect.poll(() => sessionToken(page)).not.toBe(before);
  expect(tokenExp(await sessionToken(page))).toBeGreaterThan(tokenExp(before));
  await expect(page).toHaveURL(/\/dashboard\/blank$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Sign-out ends Auth0's session too (its /v2/logout), which sends the browser back to the login.
  const logout = page.waitForRequest((request) => request.url().startsWith(`${mock}/v2/logout?`));
  const back = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.url() === `${baseURL}/auth/auth0/login`,
  );
  await page.getByRole('button', { name: /account/i }).first().click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  expect(new URL((await logout).url()).searchParams.get('returnTo')).toBe(`${baseURL}/auth/auth0/login`);
  await back;
  await appTookOver(page);
  await expect(page.getByRole('button', { name: 'Continue to sign in' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/auth0\/login\?returnTo=%2Fdashboard$/);
});

test('the sign-up link opens the hosted page on its sign-up form', async ({ page }) => {
  await page.goto('/auth/auth0/login');
  await expect(page.getByRole('button', { name: 'Continue to sign in' })).toBeVisible();
  await expectNoAxeViolations(page, '/auth/auth0/login');
  const authorize = authorizeRequest(page);
  await page.getByRole('button', { name: 'Create one on the sign-in page' }).click();
  expect(new URL((await authorize).url()).searchParams.get('screen_hint')).toBe('signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a refusal from the hosted page is shown in the user language, and trying again works', async ({ page }) => {
  await mockSettings(page, { authorizeError: 'access_denied' });
  // French from the first script on (the app keeps the language in its own settings once started).
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/auth/auth0/login');
  await page.getByRole('button', { name: 'Continuer vers la connexion' }).click();
  await expect(page).toHaveURL(/\/auth\/auth0\/callback\?.*error=access_denied/);
  await expect(page.getByRole('alert')).toContainText('La connexion a été refusée ou annulée.');
  await expect(page.getByText('access_denied')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the refused callback, in French');

  // The mock answers the next /authorize with a code again.
  await page.getByRole('button', { name: 'Continuer vers la connexion' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a callback opened a second time (its state used) asks to start again', async ({ page }) => {
  await page.goto('/auth/auth0/callback?code=used-code&state=used-state');
  await expect(page.getByRole('alert')).toContainText('This sign-in was interrupted or has already been used.');
  await expect(page.getByRole('button', { name: 'Continue to sign in' })).toBeVisible();
});
