// Amplify (Cognito) sign-in end to end against cognito-local (docs/auth-providers.md#tests): run
// by scripts/e2e-providers.mjs, which starts cognito-local with the seeded pool and builds the app
// with VITE_AUTH_METHOD=amplify (USER_PASSWORD_AUTH: cognito-local has no SRP). The codes
// cognito-local "emails" are read from its users' records.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './provider-test';

const poolFile = process.env.COGNITO_POOL_FILE ?? '';

interface PoolUser {
  Attributes: { Name: string; Value: string }[];
  ConfirmationCode?: string;
  UserStatus?: string;
}

/** The code cognito-local last "sent" to `email` once it differs from `previous`. */
async function emailedCode(email: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      let pool: { Users?: Record<string, PoolUser> };
      try {
        pool = JSON.parse(readFileSync(poolFile, 'utf8')) as typeof pool;
      } catch {
        return undefined; // cognito-local is writing the file: read it again on the next poll
      }
      const { Users = {} } = pool;
      const user = Object.values(Users).find((u) => u.Attributes.some((a) => a.Name === 'email' && a.Value === email));
      code = user?.ConfirmationCode;
      return code && code !== previous ? code : undefined;
    }, { message: `a code for ${email} in ${poolFile}` })
    .toBeTruthy();
  return code!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

test('sign up, confirm with the code, sign in, reload, sign out, reset the password and sign in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `cg-${Date.now()}@corvane.example`;
  const password = 'Harbour-light-7';
  const newPassword = 'Lantern-tide-42';

  await page.goto('/auth/amplify/register');
  await page.getByLabel(/^first name/i).fill('Omar');
  await page.getByLabel(/^last name/i).fill('Khalil');
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/amplify\/verify\?email=/);
  await expect(page.getByLabel(/^email address/i)).toHaveValue(email);

  const code = await emailedCode(email);
  // A wrong code first: the translated reason next to the code field, the typing kept.
  await page.getByLabel(/^6-digit code/i).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This code is not right or has expired. Ask for a new one.')).toBeVisible();
  await page.getByLabel(/^6-digit code/i).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Email address confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth\/amplify\/login$/);
  await signIn(page, email, 'Not-my-password-1');
  await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/blank');
  await expect(page).toHaveURL(/\/dashboard\/blank$/);
  // A full load that restores the Amplify session first: on a loaded machine (load average over
  // 10, a local run beside Stryker) it showed "Loading…" for more than the default 10 s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /account/i }).first().click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/auth\/amplify\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/amplify\/login\?returnTo=%2Fdashboard/);

  await page.goto('/auth/amplify/forgot-password');
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const resetCode = await emailedCode(email, code);
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/auth\/amplify\/new-password/);
  await expect(page.getByLabel(/^email address/i)).toHaveValue(email);
  await page.getByLabel(/^6-digit code/i).fill(resetCode);
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/^confirm the new password/i).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in now' }).click();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unconfirmed account cannot sign in and is told why, in the user language', async ({ page }) => {
  const email = `cg-u-${Date.now()}@corvane.example`;
  await page.goto('/auth/amplify/register');
  await page.getByLabel(/^first name/i).fill('Lina');
  await page.getByLabel(/^last name/i).fill('Saleh');
  await page.getByLabel(/^email address/i).fill(email);
  await page.getByLabel(/^password/i).fill('Harbour-light-7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/amplify\/verify\?email=/);
  // From the next page on, French before any of the app's scripts run (a running app may still
  // store the language it started with).
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/auth/amplify/login');
  await page.getByLabel(/^adresse e-mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill('Harbour-light-7');
  await page.getByRole('button', { name: /^se connecter$/i }).click();
  await expect(page.getByRole('alert')).toContainText("Votre adresse e-mail n'est pas encore confirmée");
});
