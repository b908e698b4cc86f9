import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/setup';
import { renderRoute } from '../../../tests/test-utils';

const demo = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };

async function signIn(user: ReturnType<typeof userEvent.setup>, password = demo.password) {
  await user.type(await screen.findByLabelText(/^email address/i), demo.email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: /^sign in$/i }));
}

describe('guards (docs/product-rules.md#guarded-routes, #guest-routes)', () => {
  it('sends a guest from a dashboard page to sign-in with returnTo, and back there after signing in', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/user/list?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Corvane' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard/user/list?page=2' });
    await signIn(user);
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/user/list?page=2'), { timeout: 10_000 });
  });

  it.each(['//evil.example', '/\\evil', 'javascript:alert(1)', 'https://other.example/', '%2F%2Fevil'])(
    'lands on /dashboard after sign-in when returnTo is %s',
    async (returnTo) => {
      const user = userEvent.setup();
      const { router } = renderRoute(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
      await signIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  it('sends a signed-in user away from the login page, without a loop when returnTo is the login page', async () => {
    const { router } = renderRoute(`/auth/jwt/login?returnTo=${encodeURIComponent('/auth/jwt/login')}`, {
      signedIn: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Sign in to Corvane' })).not.toBeInTheDocument();
  });

  it('follows a safe returnTo for a signed-in user', async () => {
    const { router } = renderRoute(`/auth/jwt/register?returnTo=${encodeURIComponent('/dashboard/user/list')}`, {
      signedIn: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'));
  });

  it('keeps the user signed out when GET /me answers 500 at start-up, asking only once', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/auth/me', () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoute('/dashboard', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Corvane' });
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
    expect(calls).toBe(1);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the login page', () => {
  it('shows the demo account and fills it in', async () => {
    const user = userEvent.setup();
    renderRoute('/auth/jwt/login');
    expect(await screen.findByText(demo.email)).toBeInTheDocument();
    expect(screen.getByText(demo.password)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /fill in the demo account/i }));
    expect(screen.getByLabelText(/^email address/i)).toHaveValue(demo.email);
    expect(screen.getByLabelText(/^password/i)).toHaveValue(demo.password);
  });

  it('says what is missing next to each field', async () => {
    const user = userEvent.setup();
    renderRoute('/auth/jwt/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    expect(await screen.findByText(/enter a valid email address/i)).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email address/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server error above the form and keeps what the user typed', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/auth/jwt/login');
    await signIn(user, 'Wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not right.');
    expect(screen.getByLabelText(/^email address/i)).toHaveValue(demo.email);
    expect(router.state.location.pathname).toBe('/auth/jwt/login');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderRoute('/auth/jwt/login');
    const input = await screen.findByLabelText(/^password/i);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to registration', async () => {
    renderRoute('/auth/jwt/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/jwt/register');
  });
});

describe('session expiry on screen (docs/product-rules.md#session-expiry)', () => {
  it('shows the Token expired dialog over the login page, with returnTo set', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/dashboard/user/list', { signedIn: true });
    await waitFor(() => expect(session.status()).toBe('authenticated'));
    await waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/dashboard/user/list');
    session.expire();
    const dialog = await screen.findByRole('alertdialog', { name: 'Token expired' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'));
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard/user/list' });
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'), { timeout: 10_000 });
  });

  it('leaves a form with unsaved changes despite its leave guard, and gives the typing back after sign-in', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/dashboard/user/new', { signedIn: true });
    const name = await screen.findByLabelText(/^full name/i, {}, { timeout: 10_000 });
    await user.type(name, 'Rania Saleh');
    session.expire();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'));
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard/user/new' });
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/new'));
    expect(await screen.findByLabelText(/^full name/i)).toHaveValue('Rania Saleh');
    expect(screen.getByText(/we restored what you typed/i)).toBeInTheDocument();
  });
});
