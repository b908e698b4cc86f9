// The session: start-up check, sign-in, registration, sign-out, expiry and 401 handling (docs/product-rules.md#session,
// docs/product-rules.md#registration, #session-expiry, #unauthorised-answers, #long-timers). One instance per app (and per rendered test); the router's guards read it as
// their `auth` context and components reach it through useAuth().
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import {
  authPaths,
  type AuthResponse,
  type AuthUser,
  type LoginInput,
  type MeResponse,
  type RegisterInput,
} from '@/lib/api-contract/auth';
import { configureHttpClient, http } from '@/lib/http/client';
import { authStatus } from './auth-state';
import type { AuthRouterContext, AuthStatus } from './auth-context';
import { createExpiryTimer } from './expiry-timer';
import { safeReturnTo } from './return-to';
import { createSessionStore, type SessionStore } from './session-store';
import { isValidToken, tokenExpiresAt } from './token';

export const LOGIN_PATH = '/auth/jwt/login';

/** What the session needs from the router: where the user is, and a way to send them elsewhere. */
export interface SessionNavigator {
  currentHref: () => string;
  go: (href: string) => Promise<unknown> | void;
}

/**
 * The app's router as the session's navigator. The session has already ended (drafts saved) when
 * it navigates, so an unsaved-changes guard must not hold the user on a page they can no longer use.
 */
export function routerNavigator(router: AnyRouter): SessionNavigator {
  return {
    currentHref: () => router.state.location.href,
    go: (href) => router.navigate({ href, replace: true, ignoreBlocker: true }),
  };
}

export interface Session extends AuthRouterContext {
  store: SessionStore;
  /** The start-up check (docs/product-rules.md#session). Safe to call more than once; runs once. */
  start: () => Promise<void>;
  login: (input: LoginInput) => Promise<AuthUser>;
  register: (input: RegisterInput) => Promise<AuthUser>;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<void>;
  /** The common setter: stores a valid token and arms the one expiry timer; anything else clears both. */
  setToken: (token: string | null) => boolean;
  /** Ends the session without the user asking (expiry, 401): notice, drafts, redirect (docs/product-rules.md#session-expiry, #unauthorised-answers). */
  expire: () => void;
  /**
   * Calls `listener` with the signed-in user's id as the session ends without the user asking,
   * before the token goes; returns the function that removes it. Form drafts listen here.
   */
  onExpire: (listener: (userId: string | null) => void) => () => void;
  dismissNotice: () => void;
  /** Makes the HTTP client send this session's token and report 401s to it. */
  connectHttp: () => void;
  attachNavigator: (navigator: SessionNavigator) => void;
  dispose: () => void;
}

function isAuthUser(value: unknown): value is AuthUser {
  const user = value as Partial<AuthUser> | null;
  return !!user && typeof user === 'object' && typeof user.id === 'string' && typeof user.email === 'string';
}

function isAuthPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return path === '/auth' || path.startsWith('/auth/');
}

export function loginHref(returnTo?: string): string {
  if (!returnTo || safeReturnTo(returnTo) !== returnTo) return LOGIN_PATH;
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function createSession({ queryClient }: { queryClient: QueryClient }): Session {
  const store = createSessionStore();
  const timer = createExpiryTimer();
  let navigator: SessionNavigator | null = null;
  const expireListeners = new Set<(userId: string | null) => void>();
  let started: Promise<void> | null = null;
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const status = (): AuthStatus => authStatus(store.getState());
  const dispatch = store.getState().dispatch;

  const setToken = (token: string | null): boolean => {
    timer.clear();
    if (!isValidToken(token)) {
      store.setState({ accessToken: null });
      return false;
    }
    store.setState({ accessToken: token });
    timer.arm(tokenExpiresAt(token)!, () => session.expire());
    return true;
  };

  const applyAuthResponse = (response: AuthResponse | null): AuthUser => {
    if (!response || !isAuthUser(response.user) || !setToken(response.accessToken)) {
      throw new Error('The server answered without a valid session.');
    }
    return response.user;
  };

  const navigate = (href: string) => Promise.resolve(navigator?.go(href));

  // Signing in as someone else over a live session (the public demo screens allow it): the cached
  // server data belonged to the previous user.
  const forgetOtherUsersData = (previousId: string | undefined, next: AuthUser) => {
    if (previousId && previousId !== next.id) queryClient.clear();
  };

  const session: Session = {
    store,
    ready: () => readyPromise,
    status,

    start() {
      started ??= (async () => {
        // Read the stored token now, not when the store was made (a test or tool may have written it since).
        await store.persist.rehydrate();
        const stored = store.getState().accessToken;
        if (!setToken(stored)) {
          dispatch({ type: 'INITIAL', user: null });
          return;
        }
        try {
          const me = await http.get<MeResponse>(authPaths.me);
          if (!isAuthUser(me?.user)) throw new Error('GET /api/auth/me answered without a user.');
          dispatch({ type: 'INITIAL', user: me.user });
        } catch (error) {
          // docs/product-rules.md#errors: logged, and the user stays signed out. No retry: one failed check is enough.
          console.error('[session] The start-up session check failed; continuing signed out.', error);
          setToken(null);
          dispatch({ type: 'INITIAL', user: null });
        }
      })().finally(resolveReady);
      return started;
    },

    async login(input) {
      const previous = store.getState().user?.id;
      const user = applyAuthResponse(await http.post<AuthResponse>(authPaths.login, input));
      forgetOtherUsersData(previous, user);
      store.setState({ notice: null });
      dispatch({ type: 'LOGIN', user });
      return user;
    },

    async register(input) {
      // docs/product-rules.md#registration: registration signs in exactly as login does (token through the setter, timer armed).
      const previous = store.getState().user?.id;
      const user = applyAuthResponse(await http.post<AuthResponse>(authPaths.register, input));
      forgetOtherUsersData(previous, user);
      store.setState({ notice: null });
      dispatch({ type: 'REGISTER', user });
      return user;
    },

    async signOut() {
      setToken(null);
      store.setState({ notice: null });
      dispatch({ type: 'LOGOUT' });
      await queryClient.cancelQueries();
      await navigate(LOGIN_PATH);
      queryClient.clear();
    },

    async refreshUser() {
      if (status() !== 'authenticated') return;
      const me = await http.get<MeResponse>(authPaths.me);
      if (isAuthUser(me?.user)) dispatch({ type: 'REFRESH', user: me.user });
    },

    setToken,

    expire() {
      const state = store.getState();
      // Nothing to end (signed out already, or the notice is up): one notice, one redirect.
      if (state.notice || (!state.accessToken && !state.user)) return;
      for (const listener of expireListeners) listener(state.user?.id ?? null);
      setToken(null);
      store.setState({ notice: { kind: 'expired' } });
      dispatch({ type: 'LOGOUT' });
      const here = navigator?.currentHref() ?? '';
      void queryClient.cancelQueries();
      void navigate(isAuthPath(here) ? LOGIN_PATH : loginHref(here)).finally(() => queryClient.clear());
    },

    onExpire(listener) {
      expireListeners.add(listener);
      return () => expireListeners.delete(listener);
    },

    dismissNotice() {
      store.setState({ notice: null });
    },

    connectHttp() {
      configureHttpClient({
        getToken: () => store.getState().accessToken,
        onUnauthorized: (token) => {
          // Only the current session's token counts: a late answer to a request sent before
          // sign-out, or with an older token, changes nothing. During start-up the check handles it.
          if (token && token === store.getState().accessToken && status() === 'authenticated') session.expire();
        },
      });
    },

    attachNavigator(next) {
      navigator = next;
    },

    dispose() {
      timer.clear();
    },
  };
  return session;
}
