import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';

describe('auth demo screens (docs/product-rules.md#auth-demo-screens)', () => {
  it('resets a password with the code the demo shows, then signs in with the new one', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/auth-demo/modern/forgot-password');
    await user.type(await screen.findByLabelText(/^email address/i), 'demo@corvane.example');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const code = /(\d{6})/.exec((await screen.findByText(/your code is/i)).textContent ?? '')![1]!;
    await user.click(screen.getByRole('link', { name: 'Enter the code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth-demo/modern/new-password'));
    expect(await screen.findByLabelText(/^email address/i)).toHaveValue('demo@corvane.example');
    await user.type(screen.getByLabelText(/^6-digit code/i), code);
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh-start-88');
    await user.type(screen.getByLabelText(/^confirm the new password/i), 'Fresh-start-89');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^confirm the new password/i));
    await user.type(screen.getByLabelText(/^confirm the new password/i), 'Fresh-start-88');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth-demo/modern/login'));
    await user.type(await screen.findByLabelText(/^email address/i), 'demo@corvane.example');
    await user.type(screen.getByLabelText(/^password/i), 'Fresh-start-88');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('registers, then confirms the email address with the code', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/auth-demo/classic/register');
    await user.type(await screen.findByLabelText(/^first name/i), 'Omar');
    await user.type(screen.getByLabelText(/^last name/i), 'Khalil');
    await user.type(screen.getByLabelText(/^email address/i), 'omar@corvane.example');
    await user.type(screen.getByLabelText(/^password/i), 'Desert-rose-5');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth-demo/classic/verify'));
    expect(session.status()).toBe('authenticated');
    // The verify screen's own button first: the register form's email field may still be on
    // screen for a moment, with the same label and value.
    const sendCode = await screen.findByRole('button', { name: 'Send me a code' }, { timeout: 10_000 });
    expect(screen.getByLabelText(/^email address/i)).toHaveValue('omar@corvane.example');
    await user.click(sendCode);
    const code = /(\d{6})/.exec((await screen.findByText(/your code is/i)).textContent ?? '')![1]!;
    await user.type(screen.getByLabelText(/^6-digit code/i), code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Email address confirmed')).toBeInTheDocument();
    await waitFor(() => expect(session.store.getState().user?.emailVerified).toBe(true));
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('switches between the classic and modern layouts of the same screen', async () => {
    renderRoute('/auth-demo/classic/login');
    const nav = await screen.findByRole('navigation', { name: 'Layout' });
    expect(within(nav).getByRole('link', { name: 'Classic' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Modern' })).toHaveAttribute('href', '/auth-demo/modern/login');
  });
});

describe('other providers (docs/product-rules.md#auth-providers)', () => {
  it('says the provider is not configured and names the settings it needs', async () => {
    renderRoute('/auth/firebase/register');
    expect(await screen.findByText('Firebase sign-in is not configured here')).toBeInTheDocument();
    for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in with email and password' })).toHaveAttribute('href', '/auth/jwt/login');
  });
});
