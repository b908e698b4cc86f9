// The Auth0 adapter with the real SDK: the hosted page's address (PKCE, the sign-up hint), the
// callback's code exchanged for a session the demo API accepts, refusals in the app's terms, and
// refresh by refresh token. Auth0's token endpoint is answered with msw.
import { Auth0Client } from '@auth0/auth0-spa-js';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../tests/test-utils';
import { server } from '../../../tests/setup';
import { createSession } from '@/lib/session/session';
import { AuthProviderError } from './auth-provider';
import { auth0ClientOptions, auth0Error, createAuth0Provider } from './auth0-provider';

const DOMAIN = 'http://auth0.test';
const CLIENT_ID = 'spa-client';

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.c2ln`;
}

function idToken(extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return unsignedJwt({
    iss: `${DOMAIN}/`,
    aud: CLIENT_ID,
    sub: 'auth0|u-1',
    email: 'rania@corvane.example',
    email_verified: true,
    name: 'Rania Aziz',
    iat: now,
    exp: now + 3600,
    ...extra,
  });
}

/** The token endpoint: answers each grant, and keeps the forms it was sent. */
function tokenEndpoint() {
  const requests: URLSearchParams[] = [];
  let nonce: string | undefined;
  server.use(
    http.post(`${DOMAIN}/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      requests.push(form);
      const grant = form.get('grant_type');
      return HttpResponse.json({
        access_token: `access-${requests.length}`,
        id_token: idToken(grant === 'authorization_code' ? { nonce } : { iat: Math.floor(Date.now() / 1000) + requests.length }),
        refresh_token: `refresh-${requests.length}`,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid profile email offline_access',
      });
    }),
  );
  return { requests, setNonce: (value: string | null) => (nonce = value ?? undefined) };
}

async function s256(verifier: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return Buffer.from(digest).toString('base64url');
}

function setup() {
  const opened: URL[] = [];
  const client = new Auth0Client(auth0ClientOptions('http://localhost:3000'));
  const provider = createAuth0Provider(client, { openUrl: (url) => void opened.push(new URL(url)) });
  return { provider, opened };
}

beforeEach(() => {
  vi.stubEnv('VITE_AUTH_METHOD', 'auth0');
  vi.stubEnv('VITE_AUTH0_DOMAIN', DOMAIN);
  vi.stubEnv('VITE_AUTH0_CLIENT_ID', CLIENT_ID);
});

afterEach(() => {
  vi.unstubAllEnvs();
  for (const key of Object.keys(localStorage)) if (key.startsWith('@@auth0spajs@@')) localStorage.removeItem(key);
  sessionStorage.clear();
});

describe('auth0Error', () => {
  it.each([
    [{ error: 'access_denied', error_description: 'User cancelled' }, 'accessDenied'],
    [{ error: 'unauthorized', error_description: 'user is blocked' }, 'tooManyAttempts'],
    [{ error: 'login_required' }, 'loginRequired'],
    [{ error: 'missing_refresh_token' }, 'loginRequired'],
    [{ error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' }, 'loginRequired'],
    [{ error: 'missing_transaction' }, 'signInInterrupted'],
    [{ error: 'state_mismatch' }, 'signInInterrupted'],
    [{ error: 'too_many_attempts' }, 'tooManyAttempts'],
    [{ error: 'timeout' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new Error("Timeout when executing 'fetch'"), 'network'],
    [{ error: 'server_error' }, 'unknown'],
    [new Error('Issuer (iss) claim mismatch in the ID token'), 'unknown'],
    [null, 'unknown'],
  ])('reads %o as %s', (error, reason) => {
    expect(auth0Error(error).reason).toBe(reason);
  });

  it('keeps an error that is already the app’s', () => {
    const error = new AuthProviderError('notSupported');
    expect(auth0Error(error)).toBe(error);
  });
});

describe('the Auth0 provider', () => {
  it('sends the user to the hosted page with PKCE, and the callback’s code becomes a session the demo API accepts', async () => {
    const token = tokenEndpoint();
    const { provider, opened } = setup();
    await provider.redirectSignIn!({ returnTo: '/dashboard/blank' });

    const authorize = opened[0]!;
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${DOMAIN}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/auth0/callback');
    expect(authorize.searchParams.get('scope')).toContain('offline_access');
    expect(authorize.searchParams.has('screen_hint')).toBe(false);
    token.setNonce(authorize.searchParams.get('nonce'));

    const session = createSession({ queryClient: createTestQueryClient(), loadProvider: async () => provider });
    const state = authorize.searchParams.get('state')!;
    const { user, returnTo } = await session.completeRedirect(`/auth/auth0/callback?code=the-code&state=${encodeURIComponent(state)}`);
    session.dispose();

    expect(returnTo).toBe('/dashboard/blank');
    expect(user.email).toBe('rania@corvane.example');
    expect(user.displayName).toBe('Rania Aziz');
    expect(session.status()).toBe('authenticated');
    const exchange = token.requests[0]!;
    expect(exchange.get('grant_type')).toBe('authorization_code');
    expect(exchange.get('code')).toBe('the-code');
    // PKCE: the verifier sent with the code is the one the challenge was made from.
    expect(await s256(exchange.get('code_verifier')!)).toBe(authorize.searchParams.get('code_challenge'));
  });

  it('opens the hosted page on its sign-up form with the sign-up hint, the email filled in from a password form', async () => {
    const { provider, opened } = setup();
    await provider.redirectSignIn!({ signUp: true });
    expect(opened[0]!.searchParams.get('screen_hint')).toBe('signup');

    void provider.signIn({ email: 'omar@corvane.example', password: 'not-used-here' });
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]!.searchParams.get('login_hint')).toBe('omar@corvane.example');
    expect(opened[1]!.searchParams.has('screen_hint')).toBe(false);
  });

  it('reads a refusal from the hosted page as the app’s reason, and a used callback as interrupted', async () => {
    tokenEndpoint();
    const { provider, opened } = setup();
    await provider.redirectSignIn!({});
    const state = encodeURIComponent(opened[0]!.searchParams.get('state')!);
    const refused = `/auth/auth0/callback?error=access_denied&error_description=User%20did%20not%20authorize&state=${state}`;

    await expect(provider.completeRedirectSignIn!(refused)).rejects.toMatchObject({ reason: 'accessDenied' });
    // The transaction is spent: the same address again (a reload, the Back button) cannot sign in.
    await expect(provider.completeRedirectSignIn!(`/auth/auth0/callback?code=c&state=${state}`)).rejects.toMatchObject({
      reason: 'signInInterrupted',
    });
  });

  it('says the network is down when the token endpoint cannot be reached', async () => {
    server.use(http.post(`${DOMAIN}/oauth/token`, () => HttpResponse.error()));
    const { provider, opened } = setup();
    await provider.redirectSignIn!({});
    const state = encodeURIComponent(opened[0]!.searchParams.get('state')!);
    await expect(provider.completeRedirectSignIn!(`/auth/auth0/callback?code=c&state=${state}`)).rejects.toMatchObject({
      reason: 'network',
    });
  });

  it('refreshes with the refresh token, and restores the kept session without the network', async () => {
    const token = tokenEndpoint();
    const { provider, opened } = setup();
    expect(await provider.restore()).toBeNull();
    expect(token.requests).toHaveLength(0);

    await provider.redirectSignIn!({});
    token.setNonce(opened[0]!.searchParams.get('nonce'));
    const state = encodeURIComponent(opened[0]!.searchParams.get('state')!);
    const { session } = await provider.completeRedirectSignIn!(`/auth/auth0/callback?code=c&state=${state}`);

    expect(await provider.restore()).toEqual(session);
    expect(token.requests).toHaveLength(1);

    const fresh = await provider.refresh();
    expect(token.requests[1]!.get('grant_type')).toBe('refresh_token');
    expect(token.requests[1]!.get('refresh_token')).toBe('refresh-1');
    expect(fresh).toMatch(/^ey/);
    expect(fresh).not.toBe(session.accessToken);
  });

  it('leaves password reset and codes to the hosted pages', async () => {
    const { provider } = setup();
    await expect(provider.forgotPassword({ email: 'a@b.example' })).rejects.toMatchObject({ reason: 'notSupported' });
    await expect(provider.confirmSignUp({ email: 'a@b.example', code: '123456' })).rejects.toMatchObject({ reason: 'notSupported' });
  });
});
