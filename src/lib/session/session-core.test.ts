// The session (docs/product-rules.md#session, #registration, #session-expiry, #unauthorised-answers,
// #long-timers) against a small auth API answered in the test with msw, without the demo API of
// tests/setup.ts: the mutation run (vitest.mutation.config.ts) runs this file in jsdom alone, a
// few seconds per mutant (docs/testing.md#mutation-testing). The external-provider cases use a
// stand-in for an external sign-in system (Firebase, Auth0) through the session's `loadProvider`.
import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths, type AuthUser } from '@/lib/api-contract/auth';
import type { AuthProvider, ProviderSession } from '@/lib/auth-provider/auth-provider';
import { configureHttpClient, http } from '@/lib/http/client';
import { testServer } from '../../../tests/test-server';
import { createSession, LOGIN_PATH, loginHref, type Session, type SessionOptions } from './session';

const api = testServer();

const ada: AuthUser = {
  id: 'u-ada',
  email: 'ada@corvane.example',
  firstName: 'Ada',
  lastName: 'Byron',
  displayName: 'Ada Byron',
  role: 'admin',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const omar: AuthUser = {
  ...ada,
  id: 'u-omar',
  email: 'omar@corvane.example',
  firstName: 'Omar',
  displayName: 'Omar Byron',
};
const users = [ada, omar];
const PASSWORD = 'Right-pass-1';

/** A whole second, so a token's `exp` (seconds) is exactly the expiry the test expects. */
const NOW = Date.UTC(2026, 2, 2, 9, 0, 0);
const HOUR = 3_600_000;

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
let issued = 0;

/** A JWT for `sub` that runs out at `expiresAt` (ms, a whole second); each one is different. */
function tokenFor(sub: string, expiresAt = Math.floor(Date.now() / 1000) * 1000 + HOUR): string {
  issued += 1;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, exp: expiresAt / 1000, jti: issued })}.c2ln`;
}

const subOf = (token: string | null | undefined): string | undefined => {
  const payload = token?.split('.')[1];
  return payload
    ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub
    : undefined;
};

/** The auth API: sign-in, registration and GET /me (the user of the bearer token). */
function authApi({ me }: { me?: () => Response | undefined } = {}) {
  const seen = { me: 0, meAuthorization: [] as (string | null)[] };
  api.use(
    mswHttp.post(`*${authPaths.login}`, async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string };
      const user = users.find((u) => u.email === email);
      if (!user || password !== PASSWORD) {
        return HttpResponse.json(
          { message: 'The email or password is not right.' },
          { status: 401 },
        );
      }
      return HttpResponse.json({ accessToken: tokenFor(user.id), user });
    }),
    mswHttp.post(`*${authPaths.register}`, async ({ request }) => {
      const input = (await request.json()) as {
        email: string;
        firstName: string;
        lastName: string;
      };
      const user: AuthUser = {
        ...ada,
        ...input,
        id: `u-${input.firstName.toLowerCase()}`,
        displayName: `${input.firstName} ${input.lastName}`,
      };
      users.push(user);
      return HttpResponse.json({ accessToken: tokenFor(user.id), user }, { status: 201 });
    }),
    mswHttp.get(`*${authPaths.me}`, ({ request }) => {
      seen.me += 1;
      const authorization = request.headers.get('authorization');
      seen.meAuthorization.push(authorization);
      const answer = me?.();
      if (answer) return answer;
      const user = users.find((u) => u.id === subOf(authorization?.replace('Bearer ', '')));
      return user
        ? HttpResponse.json({ user })
        : HttpResponse.json({ message: 'expired' }, { status: 401 });
    }),
  );
  return seen;
}

/** A stand-in for an external sign-in system; each test gives it the behaviour it needs. */
function externalProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    id: 'firebase',
    restore: async () => null,
    signIn: async () => ({ accessToken: tokenFor(ada.id), user: ada }),
    signUp: async () => ({ accessToken: tokenFor(ada.id), user: ada }),
    confirmSignUp: async () => ({ message: 'ok' }),
    resendSignUpCode: async () => ({ message: 'sent' }),
    forgotPassword: async () => ({ message: 'sent' }),
    confirmNewPassword: async () => ({ message: 'ok' }),
    signOut: async () => {},
    refresh: async () => null,
    ...overrides,
  };
}

const sessions: Session[] = [];

function setup({
  here = '/dashboard/invoice/new',
  provider,
}: { here?: string; provider?: AuthProvider } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options: SessionOptions = { queryClient };
  if (provider) options.loadProvider = () => Promise.resolve(provider);
  const session = createSession(options);
  sessions.push(session);
  session.connectHttp();
  // What the cache held when the session navigated: it must still be there then, and go after.
  const cachedAtNavigation: number[] = [];
  const go = vi.fn((_href: string) => {
    cachedAtNavigation.push(queryClient.getQueryCache().getAll().length);
    return Promise.resolve();
  });
  session.attachNavigator({ currentHref: () => here, go });
  return { session, queryClient, go, cachedAtNavigation };
}

/** Live expiry timers: setTimeout calls longer than a second, minus the ones cleared since. */
function trackExpiryTimers() {
  const live = new Set<unknown>();
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    const handle = realSet(fn, ms);
    if ((ms ?? 0) > 1_000) live.add(handle);
    return handle;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((
    handle?: ReturnType<typeof setTimeout>,
  ) => {
    live.delete(handle);
    realClear(handle);
  }) as typeof clearTimeout);
  return live;
}

/** Date and the expiry timers are the test's: time moves only when the test moves it. */
function holdClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
}

const token = (session: Session) => session.store.getState().accessToken;
const notice = (session: Session) => session.store.getState().notice;
const cached = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().length;

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  users.splice(2);
  configureHttpClient({ getToken: () => null, onUnauthorized: () => {} });
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start-up check (docs/product-rules.md#session)', () => {
  it('starts signed out without asking the server when nothing is stored', async () => {
    const log = vi.spyOn(console, 'error');
    const { session } = setup();
    expect(session.status()).toBe('loading');
    await session.start();
    await session.ready();
    expect(session.status()).toBe('unauthenticated');
    expect(session.store.getState().user).toBeNull();
    // Nothing kept is not a failure.
    expect(log).not.toHaveBeenCalled();
  });

  it('applies a stored valid token and fetches the current user with it', async () => {
    const seen = authApi();
    const { session } = setup();
    // Written after the session was made (a test or tool may do so): start() reads it then.
    const stored = tokenFor(omar.id);
    sessionStorage.setItem('accessToken', stored);
    await session.start();
    expect(session.status()).toBe('authenticated');
    expect(session.store.getState().user).toEqual(omar);
    expect(token(session)).toBe(stored);
    expect(seen.meAuthorization).toEqual([`Bearer ${stored}`]);
  });

  it('removes an expired stored token and starts signed out without calling the API', async () => {
    const seen = authApi();
    sessionStorage.setItem('accessToken', tokenFor(ada.id, Date.now() - 1_000));
    const { session } = setup();
    await session.start();
    expect(session.status()).toBe('unauthenticated');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(seen.me).toBe(0);
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['answers without a user', () => HttpResponse.json({ user: { id: 'u-ada' } })],
    ['answers 401', () => HttpResponse.json({ message: 'expired' }, { status: 401 })],
  ])('stays signed out, logs, and asks once when GET /me %s', async (_case, answer) => {
    const seen = authApi({ me: answer });
    sessionStorage.setItem('accessToken', tokenFor(ada.id));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, go } = setup();
    await Promise.all([session.start(), session.start()]);
    await session.start();
    expect(session.status()).toBe('unauthenticated');
    expect(token(session)).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(seen.me).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    // Not an expiry: no notice, no redirect.
    expect(notice(session)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('continues signed out, and logs, when the sign-in provider cannot restore its session', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider = externalProvider({ restore: () => Promise.reject(new Error('SDK down')) });
    const { session } = setup({ provider });
    await session.start();
    expect(session.status()).toBe('unauthenticated');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("signs in with an external provider's kept session", async () => {
    const kept = tokenFor(ada.id);
    authApi();
    const { session } = setup({
      provider: externalProvider({ restore: async () => ({ accessToken: kept }) }),
    });
    await session.start();
    expect(session.status()).toBe('authenticated');
    expect(session.store.getState().user?.id).toBe(ada.id);
  });

  it('resolves ready() only once the check has finished', async () => {
    authApi();
    sessionStorage.setItem('accessToken', tokenFor(ada.id));
    const { session } = setup();
    const seen: string[] = [];
    const ready = session.ready().then(() => seen.push(session.status()));
    void session.start();
    await ready;
    expect(seen).toEqual(['authenticated']);
  });
});

describe('sign-in', () => {
  it('stores the token in sessionStorage under accessToken and sends it as a bearer token', async () => {
    authApi();
    const { session } = setup();
    await session.start();
    const user = await session.login({ email: ada.email, password: PASSWORD });
    expect(user).toEqual(ada);
    expect(session.status()).toBe('authenticated');
    const stored = sessionStorage.getItem('accessToken');
    expect(stored).toBe(token(session));
    expect(subOf(stored)).toBe(ada.id);
    let authorization: string | null = null;
    api.use(
      mswHttp.get('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('/api/probe');
    expect(authorization).toBe(`Bearer ${stored}`);
  });

  it('rejects wrong credentials with the server body; no expiry, nobody signed in', async () => {
    authApi();
    const { session, go } = setup();
    await session.start();
    await expect(
      session.login({ email: ada.email, password: 'wrong-Password1' }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is not right.',
    });
    expect(session.status()).toBe('unauthenticated');
    expect(notice(session)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    ['an invalid token', { accessToken: 'not-a-token', user: ada }],
    ['an expired token', { accessToken: 'EXPIRED', user: ada }],
    ['a user without an email', { accessToken: 'VALID', user: { id: 'u-ada' } }],
    ['a user that is not an object', { accessToken: 'VALID', user: 'ada' }],
    ['a null user', { accessToken: 'VALID', user: null }],
    ['no answer body', null],
  ])('refuses an answer with %s and keeps nobody signed in', async (_case, body) => {
    api.use(
      mswHttp.post(`*${authPaths.login}`, () => {
        if (!body) return HttpResponse.json(null);
        const accessToken =
          body.accessToken === 'VALID'
            ? tokenFor(ada.id)
            : body.accessToken === 'EXPIRED'
              ? tokenFor(ada.id, Date.now() - 1_000)
              : body.accessToken;
        return HttpResponse.json({ ...body, accessToken });
      }),
    );
    const { session } = setup();
    await session.start();
    await expect(session.login({ email: ada.email, password: PASSWORD })).rejects.toThrow(
      'The server answered without a valid session.',
    );
    expect(session.status()).toBe('unauthenticated');
    expect(token(session)).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it("asks GET /me for the user when the provider's answer has none", async () => {
    const seen = authApi();
    const accessToken = tokenFor(omar.id);
    const { session } = setup({
      provider: externalProvider({ signIn: async () => ({ accessToken }) }),
    });
    await session.start();
    expect(await session.login({ email: omar.email, password: PASSWORD })).toEqual(omar);
    expect(seen.meAuthorization).toEqual([`Bearer ${accessToken}`]);
    expect(session.store.getState().user).toEqual(omar);
  });

  it.each([
    [
      'answers without a user',
      () => HttpResponse.json({ user: { email: 'x@y.example' } }),
      'GET /api/auth/me answered without a user.',
    ],
    ['fails', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), 'boom'],
  ])('refuses the sign-in, token removed, when GET /me %s', async (_case, me, message) => {
    authApi({ me });
    const { session } = setup({
      provider: externalProvider({ signIn: async () => ({ accessToken: tokenFor(ada.id) }) }),
    });
    await session.start();
    await expect(session.login({ email: ada.email, password: PASSWORD })).rejects.toThrow(message);
    expect(session.status()).toBe('unauthenticated');
    expect(token(session)).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('leaves one expiry timer after two logins (docs/product-rules.md#long-timers)', async () => {
    authApi();
    const { session } = setup();
    await session.start();
    const timers = trackExpiryTimers();
    await session.login({ email: ada.email, password: PASSWORD });
    await session.login({ email: ada.email, password: PASSWORD });
    expect(timers.size).toBe(1);
  });

  it("drops the previous user's cached data only when someone else signs in", async () => {
    authApi();
    const { session, queryClient } = setup();
    await session.start();
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    // Nobody was signed in: nothing of another user's to drop.
    await session.login({ email: ada.email, password: PASSWORD });
    expect(cached(queryClient)).toBe(1);
    await session.login({ email: ada.email, password: PASSWORD });
    expect(cached(queryClient)).toBe(1);
    await session.login({ email: omar.email, password: PASSWORD });
    expect(cached(queryClient)).toBe(0);
    expect(session.store.getState().user).toEqual(omar);
  });

  it('signing in again clears the expiry notice', async () => {
    authApi();
    const { session } = setup();
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    session.expire();
    expect(notice(session)).toEqual({ kind: 'expired' });
    await session.login({ email: ada.email, password: PASSWORD });
    expect(notice(session)).toBeNull();
    expect(session.status()).toBe('authenticated');
  });
});

describe('registration (docs/product-rules.md#registration)', () => {
  const nadia = {
    email: 'nadia@corvane.example',
    password: 'Strong-pass-1',
    firstName: 'Nadia',
    lastName: 'Benali',
  };

  it('signs a new account in exactly as login does, expiry timer included', async () => {
    holdClock();
    authApi();
    const { session, go } = setup();
    await session.start();
    const timers = trackExpiryTimers();
    const user = await session.register(nadia);
    expect(user.displayName).toBe('Nadia Benali');
    expect(session.status()).toBe('authenticated');
    expect(sessionStorage.getItem('accessToken')).toBe(token(session));
    expect(timers.size).toBe(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(notice(session)).toEqual({ kind: 'expired' });
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("drops another user's cached data, and clears the expiry notice", async () => {
    authApi();
    const { session, queryClient } = setup();
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    session.store.setState({ notice: { kind: 'expired' } });
    const { user } = (await session.signUp(nadia)) as { user: AuthUser };
    expect(user.email).toBe(nadia.email);
    expect(cached(queryClient)).toBe(0);
    expect(notice(session)).toBeNull();
  });

  it('keeps nobody signed in while a provider wants the new account confirmed; register then refuses', async () => {
    const provider = externalProvider({
      signUp: async (input) => ({ confirm: 'code', email: input.email }),
    });
    const { session } = setup({ provider });
    await session.start();
    expect(await session.signUp(nadia)).toEqual({ confirm: 'code', email: nadia.email });
    expect(session.status()).toBe('unauthenticated');
    expect(token(session)).toBeNull();
    await expect(session.register(nadia)).rejects.toThrow(
      'The new account must be confirmed before it can sign in.',
    );
  });
});

describe('redirect sign-in (docs/auth-providers.md#auth0)', () => {
  it('refuses when the provider does not sign in by redirect', async () => {
    const { session } = setup();
    await session.start();
    await expect(session.completeRedirect('/auth/jwt/callback?code=c')).rejects.toThrow(
      'The jwt provider does not sign in by redirect.',
    );
    expect(session.status()).toBe('unauthenticated');
  });

  it("signs in with the callback's session, once per address, and drops another user's data", async () => {
    const calls: string[] = [];
    const completeRedirectSignIn = async (url: string) => {
      calls.push(url);
      const session: ProviderSession = { accessToken: tokenFor(omar.id), user: omar };
      return { session, returnTo: '/dashboard/user/list' };
    };
    authApi();
    const { session, queryClient } = setup({
      provider: externalProvider({ completeRedirectSignIn }),
    });
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    session.store.setState({ notice: { kind: 'expired' } });

    const first = session.completeRedirect('/auth/auth0/callback?code=a');
    expect(session.completeRedirect('/auth/auth0/callback?code=a')).toBe(first);
    expect(await first).toEqual({ user: omar, returnTo: '/dashboard/user/list' });
    expect(session.status()).toBe('authenticated');
    expect(session.store.getState().user).toEqual(omar);
    expect(notice(session)).toBeNull();
    expect(cached(queryClient)).toBe(0);
    await session.completeRedirect('/auth/auth0/callback?code=b');
    expect(calls).toEqual(['/auth/auth0/callback?code=a', '/auth/auth0/callback?code=b']);
  });

  it('signs in by redirect when nobody was signed in', async () => {
    const completeRedirectSignIn = async () => ({
      session: { accessToken: tokenFor(ada.id), user: ada },
    });
    const { session, queryClient } = setup({
      provider: externalProvider({ completeRedirectSignIn }),
    });
    await session.start();
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    expect(await session.completeRedirect('/auth/auth0/callback?code=a')).toEqual({
      user: ada,
      returnTo: undefined,
    });
    expect(session.status()).toBe('authenticated');
    expect(cached(queryClient)).toBe(1);
  });
});

describe('sign-out', () => {
  it('removes the token, clears the query cache and the notice, and goes to the login page', async () => {
    authApi();
    const { session, queryClient, go, cachedAtNavigation } = setup();
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    session.store.setState({ notice: { kind: 'expired' } });
    await session.signOut();
    expect(session.status()).toBe('unauthenticated');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(notice(session)).toBeNull();
    expect(go).toHaveBeenCalledExactlyOnceWith(LOGIN_PATH);
    expect(LOGIN_PATH).toBe('/auth/jwt/login');
    // The page being left keeps its data until the navigation is done.
    expect(cachedAtNavigation).toEqual([1]);
    expect(cached(queryClient)).toBe(0);
  });

  it("signs out here, and logs, when the provider's sign-out fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const signOut = vi.fn(() => Promise.reject(new Error('SDK down')));
    const { session, go } = setup({ provider: externalProvider({ signOut }) });
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    await session.signOut();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(session.status()).toBe('unauthenticated');
    expect(token(session)).toBeNull();
    expect(go).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('shows no expiry notice afterwards, neither from the timer nor from a late 401', async () => {
    holdClock();
    authApi();
    const { session, go } = setup();
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    api.use(
      mswHttp.get('*/api/slow', () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const late = http.get('/api/slow').catch(() => null);
    await session.signOut();
    await late;
    await vi.advanceTimersByTimeAsync(HOUR + 1_000);
    expect(notice(session)).toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
  });
});

describe('refreshUser', () => {
  it('re-reads GET /api/auth/me, and keeps the user when the answer has none', async () => {
    let answer: unknown = null;
    authApi({ me: () => (answer ? HttpResponse.json(answer) : undefined) });
    sessionStorage.setItem('accessToken', tokenFor(ada.id));
    const { session } = setup();
    await session.start();
    answer = { user: { ...ada, role: 'manager' } };
    await session.refreshUser();
    expect(session.store.getState().user?.role).toBe('manager');
    answer = { user: { id: 'u-ada' } };
    await session.refreshUser();
    expect(session.store.getState().user?.role).toBe('manager');
  });

  it('asks nothing when nobody is signed in', async () => {
    const seen = authApi();
    const { session } = setup();
    await session.refreshUser();
    await session.start();
    await session.refreshUser();
    expect(seen.me).toBe(0);
    expect(session.status()).toBe('unauthenticated');
  });
});

describe('setToken', () => {
  it('stores a valid token and refuses anything else', () => {
    const { session } = setup();
    const valid = tokenFor(ada.id);
    expect(session.setToken(valid)).toBe(true);
    expect(sessionStorage.getItem('accessToken')).toBe(valid);
    expect(session.setToken('a.b')).toBe(false);
    expect(token(session)).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(session.setToken(null)).toBe(false);
  });
});

describe('expiry (docs/product-rules.md#session-expiry)', () => {
  it('at the expiry: notice, token removed, signed out, login page with returnTo, cache cleared after', async () => {
    holdClock();
    authApi();
    const { session, queryClient, go, cachedAtNavigation } = setup({
      here: '/dashboard/invoice/new?step=2',
    });
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    const heard: [string | null, string | null][] = [];
    session.onExpire((userId) => heard.push([userId, token(session)]));
    const signedInToken = token(session);

    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(notice(session)).toBeNull();
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(notice(session)).toEqual({ kind: 'expired' });
    // The listeners (form drafts) hear of it while the token is still there.
    expect(heard).toEqual([[ada.id, signedInToken]]);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(session.status()).toBe('unauthenticated');
    expect(go).toHaveBeenCalledExactlyOnceWith(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Finvoice%2Fnew%3Fstep%3D2',
    );
    expect(cachedAtNavigation).toEqual([1]);
    await vi.waitFor(() => expect(cached(queryClient)).toBe(0));
  });

  it.each([
    ['/auth/jwt/login?returnTo=%2Fdashboard', LOGIN_PATH],
    ['/auth', LOGIN_PATH],
    ['/authors/list', '/auth/jwt/login?returnTo=%2Fauthors%2Flist'],
  ])('from %s goes to %s', async (here, target) => {
    const { session, go } = setup({ here });
    session.setToken(tokenFor(ada.id));
    session.expire();
    await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith(target));
  });

  it('ends a session even without a navigator to redirect with', async () => {
    const queryClient = new QueryClient();
    const session = createSession({ queryClient });
    sessions.push(session);
    session.setToken(tokenFor(ada.id));
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    session.expire();
    expect(notice(session)).toEqual({ kind: 'expired' });
    await vi.waitFor(() => expect(cached(queryClient)).toBe(0));
  });

  it('gives one notice and one redirect however often it is asked, and none when signed out', async () => {
    authApi();
    const { session, go } = setup();
    const listener = vi.fn();
    const removed = vi.fn();
    session.onExpire(listener);
    const remove = session.onExpire(removed);
    remove();
    await session.start();
    session.expire();
    expect(notice(session)).toBeNull();

    await session.login({ email: ada.email, password: PASSWORD });
    session.expire();
    session.expire();
    expect(listener).toHaveBeenCalledExactlyOnceWith(ada.id);
    expect(removed).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledTimes(1);
    session.dismissNotice();
    expect(notice(session)).toBeNull();
    session.expire();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ends a session that has only a token, or only a user', async () => {
    authApi();
    const { session, go } = setup();
    session.setToken(tokenFor(ada.id));
    const listener = vi.fn();
    session.onExpire(listener);
    session.expire();
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(notice(session)).toEqual({ kind: 'expired' });

    session.dismissNotice();
    await session.login({ email: ada.email, password: PASSWORD });
    session.store.setState({ accessToken: null });
    session.expire();
    expect(listener).toHaveBeenLastCalledWith(ada.id);
    expect(notice(session)).toEqual({ kind: 'expired' });
    expect(go).toHaveBeenCalledTimes(2);
  });

  it("ends an external provider's own session too, and survives its failure", async () => {
    const signOut = vi.fn((_options?: { local?: boolean }) =>
      Promise.reject(new Error('SDK down')),
    );
    const { session } = setup({ provider: externalProvider({ signOut }) });
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    session.expire();
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledExactlyOnceWith({ local: true }));
    expect(notice(session)).toEqual({ kind: 'expired' });
  });

  it('arms no timer once disposed', async () => {
    holdClock();
    const { session, go } = setup();
    session.setToken(tokenFor(ada.id));
    session.dispose();
    await vi.advanceTimersByTimeAsync(HOUR + 1);
    expect(notice(session)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});

describe("an external provider's token renewal", () => {
  function renewing(refresh: AuthProvider['refresh']) {
    const calls: number[] = [];
    const provider = externalProvider({
      refresh: () => {
        calls.push(Date.now());
        return refresh();
      },
    });
    return { calls, ...setup({ provider }) };
  }

  it('renews the token a minute before it runs out, and the new one in turn', async () => {
    holdClock();
    const { session, calls, go } = renewing(async () => tokenFor(ada.id));
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    const first = token(session);
    await vi.advanceTimersByTimeAsync(HOUR - 60_001);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([NOW + HOUR - 60_000]);
    await vi.waitFor(() => expect(token(session)).not.toBe(first));
    expect(sessionStorage.getItem('accessToken')).toBe(token(session));
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(calls).toEqual([NOW + HOUR - 60_000, NOW + 2 * HOUR - 120_000]);
    expect(notice(session)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('asks for no renewal after sign-out', async () => {
    holdClock();
    const { session, calls } = renewing(async () => tokenFor(ada.id));
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    await session.signOut();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(calls).toEqual([]);
    expect(session.status()).toBe('unauthenticated');
  });

  it('expires at the end of a token with a minute or less left, without asking for a new one', async () => {
    holdClock();
    const { session, calls } = renewing(async () => tokenFor(ada.id));
    session.setToken(tokenFor(ada.id, NOW + 60_000));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(notice(session)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(notice(session)).toEqual({ kind: 'expired' });
    expect(calls).toEqual([]);
  });

  it.each([
    ['no token', async () => null],
    ['an invalid token', async () => 'a.b'],
    ['an error', () => Promise.reject(new Error('refresh refused'))],
  ])('ends the session when the renewal gives %s', async (_case, refresh) => {
    holdClock();
    const { session, calls } = renewing(refresh);
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    await vi.advanceTimersByTimeAsync(HOUR - 60_000);
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(notice(session)).toEqual({ kind: 'expired' }));
    expect(token(session)).toBeNull();
  });

  it.each([
    ['a token', (next: string) => Promise.resolve(next)],
    ['no token', () => Promise.resolve(null)],
    ['an error', () => Promise.reject(new Error('refresh refused'))],
  ])(
    'leaves a session that changed meanwhile alone when the renewal gives %s',
    async (_case, answer) => {
      holdClock();
      let settle!: () => void;
      const late = tokenFor(ada.id);
      const { session } = renewing(
        () => new Promise((resolve) => (settle = () => resolve(answer(late)))),
      );
      session.setToken(tokenFor(ada.id, NOW + 120_000));
      await vi.advanceTimersByTimeAsync(60_000);
      // The user signed in again while the renewal was on its way.
      const newer = tokenFor(omar.id, NOW + 10 * HOUR);
      session.setToken(newer);
      settle();
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(token(session)).toBe(newer);
      expect(notice(session)).toBeNull();
    },
  );
});

describe('401 answers (docs/product-rules.md#unauthorised-answers)', () => {
  it('ten concurrent 401s give one notice and one redirect', async () => {
    authApi();
    const { session, go } = setup();
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    api.use(
      mswHttp.get('*/api/invoice', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const notices = vi.fn();
    session.store.subscribe((state, previous) => {
      if (state.notice !== previous.notice) notices(state.notice);
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => http.get('/api/invoice')),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(notices).toHaveBeenCalledExactlyOnceWith({ kind: 'expired' });
    expect(go).toHaveBeenCalledExactlyOnceWith(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Finvoice%2Fnew',
    );
  });

  it('ignores a 401 to a request sent with an older token', async () => {
    authApi();
    const { session, go } = setup();
    await session.start();
    await session.login({ email: ada.email, password: PASSWORD });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let reached = false;
    api.use(
      mswHttp.get('*/api/invoice', async () => {
        reached = true;
        await answered;
        return HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    const late = http.get('/api/invoice').catch(() => null);
    await vi.waitFor(() => expect(reached).toBe(true));
    await session.login({ email: omar.email, password: PASSWORD });
    answer();
    await late;
    expect(notice(session)).toBeNull();
    expect(session.status()).toBe('authenticated');
    expect(go).not.toHaveBeenCalled();
  });

  it('leaves a 401 during the start-up check to the check, and one without a token alone', async () => {
    authApi({ me: () => HttpResponse.json({ message: 'expired' }, { status: 401 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('accessToken', tokenFor(ada.id));
    const { session, go } = setup();
    await session.start();
    expect(session.status()).toBe('unauthenticated');
    await session.login({ email: ada.email, password: 'Nope-nope-1' }).catch(() => null);
    expect(notice(session)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('loginHref', () => {
  it('carries a safe return address, and only a safe one', () => {
    expect(loginHref()).toBe(LOGIN_PATH);
    expect(loginHref('/dashboard/user/list?page=2')).toBe(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Fuser%2Flist%3Fpage%3D2',
    );
    expect(loginHref('//evil.example')).toBe(LOGIN_PATH);
    expect(loginHref('/auth/jwt/register')).toBe(LOGIN_PATH);
  });
});
