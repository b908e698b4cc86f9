// The account's sessions against the demo API: "sign out everywhere" (confirmed, then signed out here
// too, and the old token refused), a password change that keeps this tab signed in with the new
// token the answer carries (the old one refused), and what another tab's "sign out everywhere"
// does to this one: the next call answers 401, handled like expiry (docs/product-rules.md#unauthorised-answers):
// the sign-in page with returnTo, and the form's typing given back after signing in again.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '@/lib/seed/base';
import { authPaths } from '@/lib/api-contract/auth';
import { buildUrl } from '@/lib/http/client';
import { isValidToken } from '@/lib/session/token';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

/** A request as another tab of the same account makes it: its own fetch, unseen by this tab's session. */
function elsewhere(method: 'GET' | 'POST', path: string, token: string) {
  return fetch(buildUrl(path), { method, headers: { Authorization: `Bearer ${token}` } });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByLabelText(/^email address/i, {}, { timeout: 10_000 }),
    DEMO_ACCOUNT.email,
  );
  await user.type(screen.getByLabelText(/^password/i), DEMO_ACCOUNT.password);
  await user.click(screen.getByRole('button', { name: /^sign in$/i }));
}

describe('sign out everywhere', () => {
  it('asks first, then ends every session of the account, this one too, and says so', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/dashboard/user/account?tab=security', {
      signedIn: true,
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Sign out everywhere' },
      { timeout: 20_000 },
    );
    const token = session.store.getState().accessToken!;
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent(
      'Every browser and device signed in to your account is signed out, this one too.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'), {
      timeout: 10_000,
    });
    // Signed out on purpose: no "Token expired" notice, no returnTo.
    expect(router.state.location.search).toEqual({});
    expect(
      await screen.findByText('You were signed out everywhere, on this device too.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Token expired' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect((await elsewhere('GET', authPaths.me, token)).status).toBe(401);
  });
});

describe('password change (docs/security.md#sessions)', () => {
  it('keeps this tab signed in with the answer’s new token, while the old token is refused', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/dashboard/user/account?tab=security', {
      signedIn: true,
    });
    const current = await screen.findByLabelText(/^Current password/, {}, { timeout: 20_000 });
    const before = session.store.getState().accessToken!;
    await user.type(current, DEMO_ACCOUNT.password);
    await user.type(screen.getByLabelText(/^New password/), 'Another-pass-2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Another-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed', {}, { timeout: 10_000 })).toBeInTheDocument();

    const after = session.store.getState().accessToken;
    expect(after).not.toBe(before);
    expect(isValidToken(after)).toBe(true);
    expect(sessionStorage.getItem('accessToken')).toBe(after);
    expect((await elsewhere('GET', authPaths.me, before)).status).toBe(401);
    // This tab's next calls go through: no expiry.
    await act(() => session.refreshUser());
    expect(session.status()).toBe('authenticated');
    expect(session.store.getState().notice).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/user/account');
  });
});

describe('another tab signs out everywhere (docs/product-rules.md#unauthorised-answers)', () => {
  it('the next call here answers 401: the sign-in page with returnTo, and the typing back after signing in', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/dashboard/user/account', { signedIn: true });
    const name = await screen.findByLabelText(/^Full name/, {}, { timeout: 20_000 });
    await user.clear(name);
    await user.type(name, 'Amira H. Haddad');
    expect(
      (await elsewhere('POST', authPaths.signOutEverywhere, session.store.getState().accessToken!))
        .status,
    ).toBe(204);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Token expired' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'), { timeout: 10_000 });
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard/user/account' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/account'), {
      timeout: 10_000,
    });
    // The form's draft (useFormDraft) gave the typing back; nothing was saved.
    expect(await screen.findByLabelText(/^Full name/, {}, { timeout: 10_000 })).toHaveValue(
      'Amira H. Haddad',
    );
    expect(session.store.getState().user?.displayName).toBe('Amira Haddad');
  });

  it('a 401 from GET /api/auth/me does the same', async () => {
    const { router, session } = renderRoute('/dashboard/user/profile', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Amira Haddad' }, { timeout: 20_000 });
    await elsewhere('POST', authPaths.signOutEverywhere, session.store.getState().accessToken!);
    await act(() => session.refreshUser().catch(() => undefined));
    expect(
      await screen.findByRole('alertdialog', { name: 'Token expired' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'), { timeout: 10_000 });
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard/user/profile' });
  });
});
