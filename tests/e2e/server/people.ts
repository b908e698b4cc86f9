// The server specs' people (playwright.server.config.ts): the demo account, colleagues registered
// through the API, each on a browser of their own (a context: its own storage, session and event
// stream), signed in through the form.
import type { APIRequestContext, Browser } from '@playwright/test';
import type { UserRole } from '../../../src/lib/api-contract/auth';
import { applyAppEnv, expect, test, type Page } from '../support/test';

export interface Account {
  email: string;
  password: string;
}

export const DEMO: Account = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };

export async function signIn(page: Page, account: Account) {
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Registers a colleague; with `role`, switches it as the Permission page's role switch would (the
 * server of these specs allows it, docs/api/auth.md): a new account is a `user`, which may not
 * open the users section or a product's edit form.
 */
export async function register(
  request: APIRequestContext,
  baseURL: string | undefined,
  colleague: Account & { firstName: string; lastName: string },
  role?: UserRole,
) {
  const registered = await request.post(`${baseURL}/api/auth/register`, { data: colleague });
  expect(registered.status()).toBe(201);
  if (!role) return;
  const { accessToken } = (await registered.json()) as { accessToken: string };
  // The request context keeps the XSRF-TOKEN cookie the server set, so it sends it back in the header too.
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const promoted = await request.post(`${baseURL}/api/auth/role`, {
    data: { role },
    headers: { Authorization: `Bearer ${accessToken}`, 'X-XSRF-TOKEN': xsrf },
  });
  expect(promoted.status()).toBe(200);
}

/**
 * Starts a conversation of `from` with `to` through the API and answers its id: a conversation is
 * its participants' only (docs/api/apps.md#chat), so two people who chat start one first.
 */
export async function startConversation(request: APIRequestContext, baseURL: string | undefined, from: Account, to: Account, message: string) {
  // The request context keeps the XSRF-TOKEN cookie the server set, so it sends it back in the header too.
  const xsrf = async () => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post(`${baseURL}/api/auth/login`, { data: from, headers: { 'X-XSRF-TOKEN': await xsrf() } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const people = (await (await request.get(`${baseURL}/api/chat/contacts`, { headers: auth })).json()) as { accounts: { id: string; email: string }[] };
  const other = people.accounts.find((a) => a.email === to.email.toLowerCase());
  expect(other, `${to.email} among the accounts`).toBeDefined();
  const started = await request.post(`${baseURL}/api/chat/conversation`, {
    data: { participantIds: [other!.id], message },
    headers: { ...auth, 'X-XSRF-TOKEN': await xsrf() },
  });
  expect([200, 201]).toContain(started.status());
  return ((await started.json()) as { conversation: { id: string } }).conversation.id;
}

export interface Person {
  name: string;
  page: Page;
}

/**
 * Runs `body` with one browser per name, closed afterwards; when it fails, each browser's last
 * screen is attached to the report.
 */
export async function withBrowsers<const N extends readonly string[]>(
  { browser, baseURL, appEnv }: { browser: Browser; baseURL: string | undefined; appEnv: Record<string, string> | undefined },
  names: N,
  body: (people: { [K in keyof N]: Person }) => Promise<void>,
) {
  const contexts = await Promise.all(names.map(() => browser.newContext({ baseURL })));
  try {
    const people = await Promise.all(
      names.map(async (name, i) => {
        const context = contexts[i]!;
        await applyAppEnv(context, appEnv);
        return { name, page: await context.newPage() };
      }),
    );
    try {
      await body(people as { [K in keyof N]: Person });
    } catch (error) {
      for (const { name, page } of people) await page.screenshot({ path: test.info().outputPath(`${name}.png`) }).catch(() => {});
      throw error;
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** Resolves once the page's event stream has been answered (the dashboard opens it after sign-in). */
export const streamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200, { timeout: 60_000 });
