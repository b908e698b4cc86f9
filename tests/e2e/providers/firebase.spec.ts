// Firebase sign-in end to end against the Firebase Auth emulator (docs/auth-providers.md#tests):
// run by scripts/e2e-providers.mjs, which starts the emulator and builds the app with
// VITE_AUTH_METHOD=firebase. The emailed links' codes come from the emulator's oobCodes endpoint.
import { expect, test, type Page } from './provider-test';

const emulator = process.env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
const project = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-corvane';

type LinkKind = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

/** The code of the last link of `kind` the emulator "sent" to `email`. */
async function emailedCode(email: string, kind: LinkKind): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${emulator}/emulator/v1/projects/${project}/oobCodes`);
      const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobCode: string }[] };
      code = oobCodes.filter((c) => c.email === email && c.requestType === kind).at(-1)?.oobCode;
      return code;
    }, { message: `a ${kind} link for ${email}` })
    .toBeTruthy();
  return code!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account/i }).first().click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/auth\/firebase\/login/);
}

test('sign up, confirm by the emailed link, sign in, reload, sign out, reset the password and sign in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `fb-${Date.now()}@corvane.example`;
  const password = 'Harbour-light-7';
  const newPassword = 'Lantern-tide-42';

  await page.goto('/auth/firebase/register');
  await page.getByLabel(/^first name/i).fill('Ines');
  await page.getByLabel(/^last name/i).fill('Moreau');
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/firebase\/verify\?email=/);
  await expect(page.getByText(`We have sent a link to ${email}`)).toBeVisible();

  // Not confirmed yet: no session, and the translated reason next to the form.
  await page.goto('/auth/firebase/login');
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Your email address is not confirmed yet');
  await expect(page).toHaveURL(/\/auth\/firebase\/login/);

  await page.goto(`/auth/firebase/verify?mode=verifyEmail&oobCode=${await emailedCode(email, 'VERIFY_EMAIL')}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Email address confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth\/firebase\/login$/);
  await signIn(page, email, 'Not-my-password-1');
  await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
  await expect(page.getByLabel(/^email address/i)).toHaveValue(email);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/blank');
  await expect(page).toHaveURL(/\/dashboard\/blank$/);
  // A full load that restores the Firebase session first: as for Amplify, on a loaded machine (the
  // providers beside the API server's suite in a clean-clone run) it showed "Loading…" for more
  // than the default 10 s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/firebase\/login\?returnTo=%2Fdashboard/);

  await page.goto('/auth/firebase/forgot-password');
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  // The reset link arrives at the one action address Firebase has, which hands it on.
  await page.goto(`/auth/firebase/verify?mode=resetPassword&oobCode=${await emailedCode(email, 'PASSWORD_RESET')}`);
  await expect(page).toHaveURL(/\/auth\/firebase\/forgot-password\?oobCode=/);
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/^confirm the new password/i).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in now' }).click();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired or already used link says so in the user language', async ({ page }) => {
  // French before any of the app's scripts run (a running app may still store the language it started with).
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/auth/firebase/verify?mode=verifyEmail&oobCode=used-or-expired-code');
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce code ou ce lien a expiré ou a déjà servi.');
});
