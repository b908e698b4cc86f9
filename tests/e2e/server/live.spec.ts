// Against the API server only (playwright.server.config.ts, docs/server.md#live-updates): two
// people signed in on two browsers (two contexts: two storages, two sessions, two event streams)
// open one conversation; a message one sends shows on the other's screen without a reload.
import { expect, test, applyAppEnv, type Page } from '../support/test';

const DEMO = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
const COLLEAGUE = { email: 'live.e2e@corvane.example', password: 'Colleague-2026', firstName: 'Lina', lastName: 'Vogt' };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

test('@server a chat message shows on a colleague’s open screen without a reload', async ({ browser, appEnv, baseURL, request }) => {
  test.setTimeout(180_000);
  expect((await request.post(`${baseURL}/api/auth/register`, { data: COLLEAGUE })).status()).toBe(201);
  const open = async () => {
    const context = await browser.newContext({ baseURL });
    await applyAppEnv(context, appEnv);
    return { context, page: await context.newPage() };
  };
  const amira = await open();
  const lina = await open();
  try {
    await amira.page.goto('/dashboard/chat');
    await signIn(amira.page, DEMO);
    await amira.page.getByTestId('chat-conversations').getByRole('link').first().click({ timeout: 30_000 });
    await expect(amira.page).toHaveURL(/id=/);
    const conversation = new URL(amira.page.url());

    await lina.page.goto(`${conversation.pathname}${conversation.search}`);
    // Her event stream is open once the server has answered it (the dashboard starts it after sign-in).
    const streamOpen = lina.page.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200, { timeout: 60_000 });
    await signIn(lina.page, COLLEAGUE);
    const linaMessages = lina.page.getByTestId('chat-messages');
    await expect(linaMessages).toBeVisible({ timeout: 30_000 });
    await streamOpen;

    const text = 'Lina, live from the other browser.';
    await amira.page.getByRole('textbox', { name: 'Message' }).fill(text);
    await amira.page.keyboard.press('Enter');
    await expect(amira.page.getByTestId('chat-messages').getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
    // Within 10 s of the answer. The chat screen also polls every 15 s from its last fetch, so on a
    // quick run the event is what brings it; tests/e2e/live.spec.ts has a screen without polling.
    await expect(linaMessages.getByText(text)).toBeVisible({ timeout: 10_000 });
  } catch (error) {
    await amira.page.screenshot({ path: test.info().outputPath('amira.png') }).catch(() => {});
    await lina.page.screenshot({ path: test.info().outputPath('lina.png') }).catch(() => {});
    throw error;
  } finally {
    await amira.context.close();
    await lina.context.close();
  }
});
