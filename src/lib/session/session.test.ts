import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_TTL_OVERRIDE_KEY } from '@/demo-api/accounts';
import { authPaths } from '@/lib/api-contract/auth';
import { http } from '@/lib/http/client';
import { server } from '../../../tests/setup';
import { signInAsDemo, trackTestSession } from '../../../tests/auth';
import { registerDraftSource, takeDraft } from './form-drafts';
import { createAppSession } from './create-app-session';
import type { Session } from './session';
import { tokenExpiresAt } from './token';

const demo = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };

/**
 * The session's clock, held by the test: `Date` and the timeouts the expiry timer sets are fake,
 * from a whole second, so a one-second token expires exactly 1,000 ms after sign-in however long
 * the sign-in took on a busy machine, and the test moves time on instead of sleeping. Nothing else
 * is faked (WebCrypto, IndexedDB and msw run as usual). vi.waitFor moves a fake clock on by itself,
 * so an expiry is checked at once after the clock is moved, never waited for.
 */
const NOW = new Date('2026-03-02T09:00:00.000Z').getTime();
function holdClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
}

function setup(here = '/dashboard/invoice/new') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createAppSession({ queryClient });
  trackTestSession(session);
  session.connectHttp();
  const go = vi.fn((_href: string) => Promise.resolve());
  session.attachNavigator({ currentHref: () => here, go });
  return { session, queryClient, go };
}

/** Live expiry timers: setTimeout calls longer than a second, minus the ones cleared since. */
function trackExpiryTimers() {
  const live = new Set<unknown>();
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const set = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    const handle = realSet(fn, ms);
    if ((ms ?? 0) > 1_000) live.add(handle);
    return handle;
  }) as typeof setTimeout);
  const clear = vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((handle?: ReturnType<typeof setTimeout>) => {
    live.delete(handle);
    realClear(handle);
  }) as typeof clearTimeout);
  return { live, restore: () => (set.mockRestore(), clear.mockRestore()) };
}

const signedIn = async (session: Session) => {
  await session.start();
  await session.login(demo);
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start-up check (docs/product-rules.md#session)', () => {
  it('applies a stored valid token and fetches the current user', async () => {
    await signInAsDemo();
    const { session } = setup();
    expect(session.status()).toBe('loading');
    await session.start();
    expect(session.status()).toBe('authenticated');
    expect(session.store.getState().user?.email).toBe(demo.email);
  });

  it('removes a malformed stored token and starts signed out without calling the API', async () => {
    sessionStorage.setItem('accessToken', 'a.b');
    const { session } = setup();
    await session.start();
    expect(session.status()).toBe('unauthenticated');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('stays signed out, logs, and asks only once when GET /me answers 500', async () => {
    holdClock();
    await signInAsDemo();
    let calls = 0;
    server.use(
      mswHttp.get('*/api/auth/me', () => {
        calls += 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, go } = setup();
    await session.start();
    await session.start();
    // Any later attempt (a retry, a back-off of any length) would be on a timer: run them all.
    await vi.runAllTimersAsync();
    expect(session.status()).toBe('unauthenticated');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(calls).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(session.store.getState().notice).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('resolves ready() only once the check has finished', async () => {
    await signInAsDemo();
    const { session } = setup();
    const seen: string[] = [];
    const ready = session.ready().then(() => seen.push(session.status()));
    void session.start();
    await ready;
    expect(seen).toEqual(['authenticated']);
  });
});

describe('sign-in and registration', () => {
  it('stores the token in sessionStorage under accessToken and sends it as a bearer token', async () => {
    const { session } = setup();
    await signedIn(session);
    const token = sessionStorage.getItem('accessToken');
    expect(token).toBe(session.store.getState().accessToken);
    let authorization: string | null = null;
    server.use(
      mswHttp.get('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('/api/probe');
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('rejects wrong credentials with the server body and stays signed out', async () => {
    const { session } = setup();
    await session.start();
    await expect(session.login({ ...demo, password: 'wrong-Password1' })).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is not right.',
    });
    expect(session.status()).toBe('unauthenticated');
  });

  it('leaves one expiry timer after two logins (docs/product-rules.md#long-timers)', async () => {
    const { session } = setup();
    await session.start();
    const timers = trackExpiryTimers();
    await session.login(demo);
    await session.login(demo);
    expect(timers.live.size).toBe(1);
    timers.restore();
  });

  it('signs a new account in exactly as login does, expiry timer included (docs/product-rules.md#registration)', async () => {
    const { session } = setup();
    await session.start();
    const timers = trackExpiryTimers();
    const user = await session.register({
      email: 'nadia@corvane.example',
      password: 'Strong-pass-1',
      firstName: 'Nadia',
      lastName: 'Benali',
    });
    expect(user.displayName).toBe('Nadia Benali');
    expect(session.status()).toBe('authenticated');
    expect(sessionStorage.getItem('accessToken')).toBeTruthy();
    expect(timers.live.size).toBe(1);
    timers.restore();
  });
});

describe('switching accounts', () => {
  it('drops the previous user\'s cached data when someone else signs in over a live session', async () => {
    const { session, queryClient } = setup();
    await signedIn(session);
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    await session.login(demo);
    expect(queryClient.getQueryData(['invoice', 'list'])).toEqual([{ id: 'x' }]);
    await session.register({ email: 'omar@corvane.example', password: 'Desert-rose-5', firstName: 'Omar', lastName: 'K' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('sign-out', () => {
  it('removes the token, clears the query cache and goes to the login page', async () => {
    const { session, queryClient, go } = setup();
    await signedIn(session);
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    await session.signOut();
    expect(session.status()).toBe('unauthenticated');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(go).toHaveBeenCalledWith('/auth/jwt/login');
  });

  it('shows no expiry notice afterwards, neither from the timer nor from a late 401', async () => {
    holdClock();
    localStorage.setItem(TOKEN_TTL_OVERRIDE_KEY, '1');
    const { session, go } = setup();
    await signedIn(session);
    // The timer sign-out must clear is the one-second token's.
    expect(tokenExpiresAt(session.store.getState().accessToken)).toBe(NOW + 1_000);
    server.use(mswHttp.get('*/api/slow', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const late = http.get('/api/slow').catch(() => null);
    await session.signOut();
    await late;
    await vi.advanceTimersByTimeAsync(1_200);
    expect(session.store.getState().notice).toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
  });
});

describe('expiry and 401 (docs/product-rules.md#session-expiry, #unauthorised-answers)', () => {
  it('on expiry: notice, token removed, cache cleared, login page with returnTo, drafts saved', async () => {
    holdClock();
    localStorage.setItem(TOKEN_TTL_OVERRIDE_KEY, '1');
    const { session, queryClient, go } = setup('/dashboard/invoice/new?step=2');
    await signedIn(session);
    const userId = session.store.getState().user!.id;
    queryClient.setQueryData(['invoice', 'list'], [{ id: 'x' }]);
    const unregister = registerDraftSource('invoice-new', () => ({ customer: 'Acme', amount: 1200 }));
    // A one-second token: nothing a millisecond before its second is up, the notice at the second.
    await vi.advanceTimersByTimeAsync(999);
    expect(session.store.getState().notice).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(session.store.getState().notice).toEqual({ kind: 'expired' });
    unregister();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(session.status()).toBe('unauthenticated');
    expect(go).toHaveBeenCalledExactlyOnceWith('/auth/jwt/login?returnTo=%2Fdashboard%2Finvoice%2Fnew%3Fstep%3D2');
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(takeDraft('invoice-new', userId)).toEqual({ customer: 'Acme', amount: 1200 });
  });

  it('never gives a draft to another account, and never stores the token in it', async () => {
    holdClock();
    localStorage.setItem(TOKEN_TTL_OVERRIDE_KEY, '1');
    const { session } = setup();
    await signedIn(session);
    const token = session.store.getState().accessToken!;
    const unregister = registerDraftSource('user-edit', () => ({ firstName: 'Ana' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(session.store.getState().notice).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(session.store.getState().notice).not.toBeNull();
    unregister();
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes(token))).toBe(false);
    expect(takeDraft('user-edit', 'someone-else')).toBeNull();
    expect(takeDraft('user-edit', 'acc-demo')).toBeNull();
  });

  it('ten concurrent 401s give one notice and one redirect', async () => {
    const { session, go } = setup();
    await signedIn(session);
    server.use(mswHttp.get('*/api/auth/me', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const noticeChanges = vi.fn();
    session.store.subscribe((state, previous) => {
      if (state.notice !== previous.notice) noticeChanges(state.notice);
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => http.get(authPaths.me)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(noticeChanges).toHaveBeenCalledExactlyOnceWith({ kind: 'expired' });
    expect(go).toHaveBeenCalledTimes(1);
    expect(go.mock.calls[0]![0]).toBe('/auth/jwt/login?returnTo=%2Fdashboard%2Finvoice%2Fnew');
  });

  it('a 401 to a request without a token (a wrong password) is not an expiry', async () => {
    const { session, go } = setup();
    await session.start();
    await session.login({ ...demo, password: 'Nope-nope-1' }).catch(() => null);
    expect(session.store.getState().notice).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('signing in again clears the notice', async () => {
    const { session } = setup();
    await signedIn(session);
    session.expire();
    expect(session.store.getState().notice).not.toBeNull();
    await session.login(demo);
    expect(session.store.getState().notice).toBeNull();
    expect(session.status()).toBe('authenticated');
  });
});

describe('refreshUser', () => {
  it('re-reads GET /api/auth/me', async () => {
    const { session } = setup();
    await signedIn(session);
    server.use(
      mswHttp.get('*/api/auth/me', () =>
        HttpResponse.json({ user: { ...session.store.getState().user!, role: 'manager' } }),
      ),
    );
    await session.refreshUser();
    expect(session.store.getState().user?.role).toBe('manager');
  });
});
