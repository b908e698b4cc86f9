// Live updates between two tabs of one browser on the demo API (docs/server.md#live-updates): a
// chat message sent in one tab shows in the other, open on the same conversation, without a
// reload; a product renamed in one tab shows in the other's products list; a kanban task moved in
// one tab moves on the other's board. Each tab has its
// own copy of the demo API over the one IndexedDB, so this also proves the other tab reads the
// new record rather than its memory copy.
import { expect as baseExpect, test, type Page } from './support/test';
import { card, moveRightByKeyboard } from './support/kanban';

// The demo API signs in with PBKDF2 and keeps its data in IndexedDB: on a loaded machine the
// first screen takes a while.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
}

/** When `text` first shows in `testId`'s element of `page`, by the page's clock (a MutationObserver). */
async function watchFor(page: Page, testId: string, text: string) {
  await page.evaluate(
    ([id, wanted]) => {
      const w = window as unknown as { __seenAt?: number };
      const check = () => {
        if (w.__seenAt === undefined && document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(wanted)) w.__seenAt = Date.now();
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [testId, text] as const,
  );
  return () => page.evaluate(() => (window as unknown as { __seenAt?: number }).__seenAt);
}

test('a chat message sent in one tab shows in the other without a reload', async ({ page, context }) => {
  await openSignedIn(page, '/dashboard/chat');
  await expect(page.getByTestId('chat-conversations')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('chat-conversations').getByRole('link').first().click();
  await expect(page).toHaveURL(/id=/);

  const other = await context.newPage();
  await openSignedIn(other, page.url());
  const otherMessages = other.getByTestId('chat-messages');
  await expect(otherMessages).toBeVisible({ timeout: 60_000 });

  const text = 'Live from the other tab, no reload needed';
  await expect(otherMessages.getByText(text)).toHaveCount(0);
  const seenAt = await watchFor(other, 'chat-messages', text);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  const stored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/chat/conversation/') && r.ok());
  await page.keyboard.press('Enter');
  await stored;
  const writtenAt = await page.evaluate(() => Date.now());
  await expect(otherMessages.getByText(text)).toBeVisible();
  // The write → other-tab latency (docs/server.md#live-updates): from the answer to the write in
  // the first tab to the message in the second tab's page.
  // The chat screen also polls every 15 s; the product case below has no polling at all.
  console.log(`live: message in the other tab ${(await seenAt())! - writtenAt} ms after the write was answered`);
});

test("a product renamed in one tab shows in the other tab's list without a reload", async ({ page, context }) => {
  await openSignedIn(page, '/dashboard/product');
  const table = page.getByTestId('product-table');
  await expect(table).toBeVisible({ timeout: 60_000 });
  const first = table.getByRole('link').first();
  const oldName = (await first.textContent())!.trim();

  const other = await context.newPage();
  await openSignedIn(other, '/dashboard/product');
  await expect(other.getByTestId('product-table').getByRole('link', { name: oldName, exact: true })).toBeVisible({ timeout: 60_000 });

  await first.click();
  await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${oldName}` })).toBeVisible();
  const newName = `${oldName} (live)`;
  await page.getByLabel(/^Name/).fill(newName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  await expect(other.getByTestId('product-table').getByRole('link', { name: newName, exact: true })).toBeVisible();
});

test("a kanban task moved in one tab moves on the other tab's board without a reload", async ({ page, context }) => {
  // The board does not poll: only the other tab's event can move the card.
  const task = 'Inventory the finance reports';
  await openSignedIn(page, '/dashboard/kanban');
  await expect(card(page, 'To do', task)).toBeVisible({ timeout: 60_000 });
  const other = await context.newPage();
  await openSignedIn(other, '/dashboard/kanban');
  await expect(card(other, 'To do', task)).toBeVisible({ timeout: 60_000 });

  await moveRightByKeyboard(page, task, 'To do', 'In progress');
  await expect(card(other, 'In progress', task)).toBeVisible();
  await expect(card(other, 'To do', task)).toHaveCount(0);
});
