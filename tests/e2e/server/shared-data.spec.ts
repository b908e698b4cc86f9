// Against the API server only (playwright.server.config.ts, docs/server.md#end-to-end): the users
// list exported as CSV holds exactly the filtered rows the server answered, and two people signed
// in on two browsers (two contexts: two storages, two sessions) see each other's changes after a
// reload: a chat message each way, and a user record edited by one and found by the other.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { DEMO, register, signIn, startConversation, withBrowsers } from './people';

const COLLEAGUE = { email: 'colleague.e2e@corvane.example', password: 'Colleague-2026', firstName: 'Jonas', lastName: 'Berg' };

test('@server the users list exported as CSV holds the rows the server found', async ({ page }) => {
  await page.goto('/dashboard/user/list?q=lesch');
  await signIn(page, DEMO);
  const table = page.getByTestId('user-table');
  await expect(table.getByRole('link', { name: 'Mildred Rice' })).toBeVisible({ timeout: 30_000 });
  const rows = (await table.getByRole('row').count()) - 1;
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(rows + 1);
  expect(lines.slice(1).join('\n')).toContain('Mildred Rice');
  expect(lines.slice(1).every((line) => /lesch/i.test(line))).toBe(true);
});

test('@server two accounts on two browsers see each other’s changes after a reload', async ({ browser, appEnv, baseURL, request }) => {
  test.setTimeout(180_000);
  // A new account has the role `user`, which may not open the users section: Jonas becomes an admin.
  await register(request, baseURL, COLLEAGUE, 'admin');
  // A conversation is its participants' only: Amira starts one with Jonas.
  const conversation = `/dashboard/chat?id=${await startConversation(request, baseURL, DEMO, COLLEAGUE, 'Hello Jonas')}`;
  await withBrowsers({ browser, baseURL, appEnv }, ['amira', 'jonas'], async ([amira, jonas]) => {
    // Amira writes in it.
    await amira.page.goto(conversation);
    await signIn(amira.page, DEMO);
    await expect(amira.page.getByTestId('chat-messages')).toBeVisible({ timeout: 30_000 });
    await amira.page.getByRole('textbox', { name: 'Message' }).fill('Jonas, the numbers are in the shared folder.');
    await amira.page.keyboard.press('Enter');
    await expect(amira.page.getByTestId('chat-messages').getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });

    // Jonas, on his own browser, opens the same conversation: her message is there; he answers.
    await jonas.page.goto(conversation);
    await signIn(jonas.page, COLLEAGUE);
    const jonasMessages = jonas.page.getByTestId('chat-messages');
    await expect(jonasMessages.getByText('Jonas, the numbers are in the shared folder.')).toBeVisible({ timeout: 30_000 });
    await jonas.page.getByRole('textbox', { name: 'Message' }).fill('Thanks Amira, reading them now.');
    await jonas.page.keyboard.press('Enter');
    await expect(jonasMessages.getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });

    // Jonas edits a user's company.
    await jonas.page.goto('/dashboard/user/list?q=tillman');
    const table = jonas.page.getByTestId('user-table');
    await table.getByRole('button', { name: 'Actions for Larue Hickle' }).click({ timeout: 30_000 });
    await jonas.page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await jonas.page.getByLabel(/^Company/).fill('Tillman Shared Data');
    await jonas.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(jonas.page.getByText('Larue Hickle was saved')).toBeVisible({ timeout: 30_000 });

    // Amira reloads: his answer is in the conversation, and the user shows his change.
    await amira.page.reload();
    await expect(amira.page.getByTestId('chat-messages').getByText('Thanks Amira, reading them now.')).toBeVisible({ timeout: 30_000 });
    await amira.page.goto('/dashboard/user/list?q=shared data');
    await expect(amira.page.getByTestId('user-table').getByRole('link', { name: 'Larue Hickle' })).toBeVisible({ timeout: 30_000 });
  });
});
