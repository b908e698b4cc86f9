// The Auth0 screens (docs/auth-providers.md#auth0) in a build that signs in with Auth0, and in one
// that does not. The hosted page itself is tested end to end (tests/e2e/providers/auth0.spec.ts).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';

function auth0Build() {
  vi.stubEnv('VITE_AUTH_METHOD', 'auth0');
  vi.stubEnv('VITE_AUTH0_DOMAIN', 'http://auth0.test');
  vi.stubEnv('VITE_AUTH0_CLIENT_ID', 'spa-client');
}

afterEach(() => vi.unstubAllEnvs());

describe('Auth0 sign-in screens', () => {
  it('offers the hosted sign-in and its sign-up form', async () => {
    auth0Build();
    renderRoute('/auth/auth0/login?returnTo=%2Fdashboard%2Fblank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Corvane' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to sign in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create one on the sign-in page' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a callback that no sign-in of this browser started asks to start again, in words, not codes', async () => {
    auth0Build();
    renderRoute('/auth/auth0/callback?code=stale&state=stale');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in was interrupted or has already been used. Start again from the sign-in button.',
    );
    expect(screen.queryByText(/missing_transaction|invalid state/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to sign in' })).toBeInTheDocument();
  });

  it('a callback opened without an answer says so without calling Auth0', async () => {
    auth0Build();
    renderRoute('/auth/auth0/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in was interrupted');
  });

  it('in a build that does not sign in with Auth0, names what is missing', async () => {
    renderRoute('/auth/auth0/login');
    expect(await screen.findByText('Auth0 sign-in is not configured here')).toBeInTheDocument();
    expect(screen.getByText('VITE_AUTH_METHOD=auth0')).toBeInTheDocument();
  });
});
