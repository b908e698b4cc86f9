// Against the API server only (playwright.server.config.ts, docs/security.md#joining): an admin's
// invitation travels by a real SMTP server (scripts/e2e-server-backend.mjs catches the mail) to a
// new account with the invited role, and the link works once.
import { expect, test } from '../support/test';
import { DEMO, signIn, withBrowsers } from './people';
import { invitationLink, mailTo } from './mailbox';

test('@server an admin invites a manager: the mailed link creates the account once, with that role', async ({ browser, appEnv, baseURL }) => {
  test.setTimeout(180_000);
  const email = `invited-${Date.now().toString(36)}@corvane.example`;
  await withBrowsers({ browser, baseURL, appEnv }, ['amira', 'invitee'], async ([amira, invitee]) => {
    // Amira, an admin, invites from the user list's Team access tab.
    await amira.page.goto('/dashboard/user/list?section=access');
    await signIn(amira.page, DEMO);
    await amira.page.getByRole('button', { name: 'Invite' }).click();
    const dialog = amira.page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel(/^email/i).fill(email);
    await dialog.getByLabel(/^role/i).selectOption('manager');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const pending = amira.page.getByRole('table', { name: 'Pending invitations' });
    await expect(pending.getByText(email)).toBeVisible();

    // The mail arrived over SMTP, with the link and no code anywhere in the API's answers.
    const link = invitationLink(await mailTo(email));
    const path = new URL(link).pathname + new URL(link).search;

    // The invitee opens it: the page shows the invited address, read-only, and the role.
    await invitee.page.goto(path);
    await expect(invitee.page.getByText(`Invitation for ${email}, as Manager.`, { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(invitee.page.getByLabel(/^email address/i)).toHaveValue(email);
    await invitee.page.getByLabel(/^first name/i).fill('Noor');
    await invitee.page.getByLabel(/^last name/i).fill('Saleh');
    await invitee.page.getByLabel(/^password/i).fill('Invited-passw0rd');
    await invitee.page.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee.page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const role = await invitee.page.evaluate(() => {
      const token = sessionStorage.getItem('accessToken') ?? '';
      return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { role: string }).role;
    });
    expect(role).toBe('manager');

    // Once used, the invitation is gone from Amira's pending list and the account is a member (after a reload).
    await amira.page.reload();
    await expect(amira.page.getByRole('table', { name: 'Sign-in accounts' }).getByText(email)).toBeVisible({ timeout: 30_000 });
    await expect(pending.getByText(email)).toHaveCount(0);

    // The same link a second time: a clear message and no form.
    await invitee.page.context().clearCookies();
    await invitee.page.evaluate(() => sessionStorage.clear());
    await invitee.page.goto(path);
    await expect(invitee.page.getByText('This invitation cannot be used')).toBeVisible({ timeout: 30_000 });
    await expect(invitee.page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  });
});
