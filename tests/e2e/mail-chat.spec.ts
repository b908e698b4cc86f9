// Mail and chat end to end, at 1440 px (three panes) and 375 px (one pane at a time): an enquiry
// sent through Contact Us arrives in the inbox (shown in the reading pane as the latest, still
// unread, until it is opened) and is answered; a draft survives a reload; a chat
// message is there after a reload; and no serious or critical axe violation on either route in
// light, dark and rtl.
import { createRequire } from 'node:module';
import { expect as baseExpect, test, type Page } from './support/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The demo API signs in with PBKDF2 and keeps its data in IndexedDB: on a loaded machine the
// first screen takes a while.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });

async function signIn(page: Page) {
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await signIn(page);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 60_000 });
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}
async function seriousAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run: (c: Document) => Promise<AxeResult> } }).axe.run(document));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a Contact Us enquiry lands in the inbox, is read and answered; the reply is in Sent after a reload', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Work email' }).fill('ada@analytical.example');
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('consulting');
    await page.getByRole('textbox', { name: 'Message' }).fill('We would like a forecasting sprint for our 300 stores.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you');

    await open(page, '/dashboard/mail', 'mail-list');
    const enquiry = page.getByTestId('mail-list').locator('li', { hasText: 'Ada Lovelace' });
    await expect(enquiry).toHaveAttribute('data-unread', 'true');
    // The newest message shows in the reading pane as a preview, still unread (docs/product-rules.md#empty-states).
    await expect(page.getByTestId('mail-preview')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Website enquiry: Consulting' })).toBeVisible();
    await expect(enquiry.getByRole('link')).toHaveAttribute('aria-current', 'true');
    await expect(enquiry).toHaveAttribute('data-unread', 'true');
    await enquiry.getByRole('link').click();
    await expect(page).toHaveURL(/id=enq-/);
    await expect(page.getByTestId('mail-preview')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Website enquiry: Consulting' })).toBeVisible();
    await expect(page.getByRole('article').getByText('forecasting sprint for our 300 stores')).toBeVisible();
    await expect(enquiry).not.toHaveAttribute('data-unread', 'true');

    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    const compose = page.getByRole('dialog', { name: /Re: Website enquiry/ });
    await expect(compose.getByText('ada@analytical.example')).toBeVisible();
    await compose.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Thank you Ada, we can start on Monday.');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();

    await page.goto('/dashboard/mail?label=sent');
    await expect(page.getByTestId('mail-list').locator('li', { hasText: 'Re: Website enquiry: Consulting' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/id=enq-/);
  });

  test('a draft is saved while typing and is still there after a reload', async ({ page }) => {
    await open(page, '/dashboard/mail', 'mail-list');
    await page.getByRole('button', { name: 'Compose' }).click();
    const compose = page.getByRole('dialog', { name: 'New message' });
    await compose.getByPlaceholder('Subject').fill('Workshop dates');
    // The panel is named after the subject once there is one.
    await expect(page.getByRole('dialog', { name: 'Workshop dates' }).getByText('Draft saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Workshop dates' }).getByPlaceholder('Subject')).toHaveValue('Workshop dates');
    await page.getByRole('link', { name: /^Drafts/ }).first().click();
    await expect(page.getByTestId('mail-list').locator('li', { hasText: 'Workshop dates' })).toBeVisible();
  });

  test('a chat message is sent and is there after a reload', async ({ page }) => {
    await open(page, '/dashboard/chat', 'chat-conversations');
    await page.getByTestId('chat-conversations').getByRole('link').first().click();
    await expect(page).toHaveURL(/id=/);
    await page.getByRole('textbox', { name: 'Message' }).fill('Can we discuss the Lovelace enquiry at 3?');
    await page.keyboard.press('Enter');
    const sent = page.getByTestId('chat-messages').getByText('Can we discuss the Lovelace enquiry at 3?');
    await expect(sent).toBeVisible();
    await expect(page.getByTestId('chat-messages').getByText('Sending…')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('chat-messages').getByText('Can we discuss the Lovelace enquiry at 3?')).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('mail shows one pane at a time with a back control', async ({ page }) => {
    await open(page, '/dashboard/mail', 'mail-list');
    await page.getByTestId('mail-list').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByTestId('mail-list')).toBeHidden();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page.getByTestId('mail-list')).toBeVisible();
  });

  test('chat shows the list or the conversation, and a message can be sent', async ({ page }) => {
    await open(page, '/dashboard/chat', 'chat-conversations');
    await page.getByTestId('chat-conversations').getByRole('link').first().click();
    await expect(page.getByTestId('chat-conversations')).toBeHidden();
    await page.getByRole('textbox', { name: 'Message' }).fill('On my way 👍');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('chat-messages').getByText('On my way 👍')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the conversations' }).click();
    await expect(page.getByTestId('chat-conversations')).toBeVisible();
  });
});

for (const [scheme, lng] of [['light', 'en'], ['dark', 'en'], ['light', 'ar']] as const) {
  for (const [path, ready] of [['/dashboard/mail', 'mail-list'], ['/dashboard/chat', 'chat-conversations']] as const) {
    test(`${path}, ${scheme}, ${lng === 'ar' ? 'rtl' : 'ltr'}: no serious axe violation`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript(
        ([mode, language]) => {
          localStorage.setItem('settings', JSON.stringify({ state: { themeMode: mode }, version: 0 }));
          localStorage.setItem('i18nextLng', language);
        },
        [scheme, lng] as const,
      );
      await open(page, path, ready);
      // With a message or a conversation open too.
      await page.getByTestId(ready).getByRole('link').first().click();
      await expect(page.getByTestId(path.endsWith('mail') ? 'mail-list' : 'chat-messages')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
