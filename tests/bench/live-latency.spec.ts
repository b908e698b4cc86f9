// The live-update latency bench (issue 36; docs/server.md#live-updates), run by
// `npm run bench:live-paint`, never by `npm test`: two screens open on one chat conversation, 20
// messages written from the first, and for each the time from the write's answer (the first page's
// POST answered) to the message's paint on the second screen (a MutationObserver there, by the
// machine's one clock). On the demo API the two screens are two tabs of one browser
// (BroadcastChannel); against the server (`LIVE_LATENCY_BACKEND=server`) two browsers signed in as
// two accounts (the event stream). Each change prints one `live-latency <ms>` line;
// scripts/bench-live-paint.mjs adds them up against the budget.
import { DEMO_ACCOUNT, submitLogin } from '../e2e/support/app';
import { expect, test, applyAppEnv } from '../e2e/support/test';

const CHANGES = Number(process.env.LIVE_LATENCY_CHANGES ?? 20);
/** Not counted: the first writes warm the caches, the service worker and the stream. */
const WARM_UP = 2;
const COLLEAGUE = { email: 'latency.bench@corvane.example', password: 'Colleague-2026', firstName: 'Lina', lastName: 'Vogt' };

test('write → paint on another screen, over 20 changes', async ({ browser, context, appEnv, baseURL, request }) => {
  test.setTimeout(300_000);
  const server = Boolean(appEnv?.VITE_API_URL);
  let second = context;
  if (server) {
    expect((await request.post(`${baseURL}/api/auth/register`, { data: COLLEAGUE })).status()).toBe(201);
    second = await browser.newContext({ baseURL });
    await applyAppEnv(second, appEnv);
  }
  const writer = await context.newPage();
  await writer.goto('/dashboard/chat');
  await submitLogin(writer);
  await writer.getByTestId('chat-conversations').getByRole('link').first().click({ timeout: 60_000 });
  await expect(writer).toHaveURL(/id=/);
  const conversation = new URL(writer.url());

  const reader = await second.newPage();
  const streamOpen = server
    ? reader.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200, { timeout: 60_000 })
    : Promise.resolve();
  await reader.goto(`${conversation.pathname}${conversation.search}`);
  await submitLogin(reader, server ? COLLEAGUE : DEMO_ACCOUNT);
  const messages = reader.getByTestId('chat-messages');
  await expect(messages).toBeVisible({ timeout: 60_000 });
  await streamOpen;
  // When each wanted text first shows on the reader's screen, by the page's clock.
  await reader.evaluate(() => {
    const w = window as unknown as { __wanted?: string; __seenAt?: number; __calls?: number };
    new MutationObserver(() => {
      w.__calls = (w.__calls ?? 0) + 1;
      // Anywhere on the screen (the message or the conversation's preview, whichever paints first).
      if (w.__wanted && w.__seenAt === undefined && document.body.textContent?.includes(w.__wanted)) {
        w.__seenAt = Date.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const run = Date.now().toString(36);
  for (let i = 0; i < WARM_UP + CHANGES; i++) {
    const text = `Latency check ${run}-${i}`;
    await reader.evaluate((wanted) => {
      Object.assign(window, { __wanted: wanted, __seenAt: undefined, __calls: 0 });
    }, text);
    await writer.getByRole('textbox', { name: 'Message' }).fill(text);
    const answered = writer.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/chat/conversation/') && r.ok(),
    );
    await writer.keyboard.press('Enter');
    await answered;
    const writtenAt = Date.now();
    await expect(messages.getByText(text)).toBeVisible({ timeout: 20_000 });
    const shownBy = Date.now();
    const { seenAt, calls } = await reader.evaluate(() => {
      const w = window as unknown as { __seenAt?: number; __calls?: number };
      return { seenAt: w.__seenAt, calls: w.__calls };
    });
    // Now and then (1 or 2 changes in 20) the observer has had no callback at all since the text
    // was asked for, yet the text is on the screen, in a page that did not load again (not
    // understood; docs/server.md#live-updates). Such a change counts with an upper bound, the time
    // the test saw it, and says so: it is never left out.
    if (i >= WARM_UP) {
      console.log(seenAt === undefined ? `live-latency-upper ${shownBy - writtenAt} (observer callbacks: ${calls})` : `live-latency ${seenAt - writtenAt}`);
    }
    // Spread the writes as a person would, and away from one another's refetches.
    await writer.waitForTimeout(300);
  }
  if (server) await second.close();
});
