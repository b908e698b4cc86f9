// The session: start-up check, sign-in, registration, sign-out, expiry and 401 handling (docs/product-rules.md#session,
// docs/product-rules.md#registration, #session-expiry, #unauthorised-answers, #long-timers). One instance per app (and per rendered test); the router's guards read it as
// their `auth` context and components reach it through useAuth().
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { authPaths, type AuthUser, type LoginInput, type MeResponse, type RegisterInput } from '@/lib/api-contract/auth';
import {
  authMethod,
  loginPathFor,
  type AuthProvider,
  type ProviderSession,
} from '@/lib/auth-provider/auth-provider';
import { createJwtProvider } from '@/lib/auth-provider/jwt-provider';
import { configureHttpClient, http } from '@/lib/http/client';
import { authStatus } from './auth-state';
import type { AuthRouterContext, AuthStatus } from './auth-context';
import { createExpiryTimer } from './expiry-timer';
import { safeReturnTo } from './return-to';
import { createSessionStore, type SessionStore } from './session-store';
import { isValidToken, tokenExpiresAt } from './token';

/** The active provider's sign-in page (VITE_AUTH_METHOD, docs/auth-providers.md). */
export const LOGIN_PATH = loginPathFor(authMethod());

/** Renew an external provider's token this long before it runs out. */
const REFRESH_AHEAD_MS = 60_000;

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
  /** Creates an account and signs it in (a provider that wants it confirmed first makes this throw: use signUp). */
  register: (input: RegisterInput) => Promise<AuthUser>;
  /** Creates an account: signed in at once, or to be confirmed first (`confirm`) with an external provider. */
  signUp: (input: RegisterInput) => Promise<RegisterResult>;
  /**
   * The return from a redirect provider's hosted sign-in (docs/auth-providers.md#auth0): the
   * callback URL's code becomes the session, as a sign-in. Once per URL (a second call shares the first).
   */
  completeRedirect: (callbackUrl: string) => Promise<{ user: AuthUser; returnTo?: string }>;
  /** The sign-in system behind the session (docs/auth-providers.md); the code and reset flows call it. */
  provider: () => Promise<AuthProvider>;
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

export type RegisterResult = { user: AuthUser } | { confirm: 'code' | 'link'; email: string };

export interface SessionOptions {
  queryClient: QueryClient;
  /** Loads the provider (a lazy import for the external ones). Default: the JWT provider. */
  loadProvider?: () => Promise<AuthProvider>;
}

function isAuthUser(value: unknown): value is AuthUser {
  const user = value as Partial<AuthUser> | null;
  return !!user && typeof user === 'object' && typeof user.id === 'string' && typeof user.email === 'string';
}

export function loginHref(returnTo?: string): string {
  if (!returnTo || safeReturnTo(returnTo) !== returnTo) return LOGIN_PATH;
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function createSession({ queryClient, loadProvider }: SessionOptions): Session {
  const store = createSessionStore();
  const jwt = createJwtProvider(() => store.getState().accessToken);
  let providerPromise: Promise<AuthProvider> | null = null;
  const provider = () => (providerPromise ??= loadProvider ? loadProvider() : Promise.resolve(jwt));
  const timer = createExpiryTimer();
  let navigator: SessionNavigator | null = null;
  const expireListeners = new Set<(userId: string | null) => void>();
  let started: Promise<void> | null = null;
  const redirects = new Map<string, Promise<{ user: AuthUser; returnTo?: string }>>();
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
    const expiresAt = tokenExpiresAt(token)!;
    // An external provider renews its token shortly before it runs out; the JWT one cannot.
    if (loadProvider && expiresAt - Date.now() > REFRESH_AHEAD_MS) timer.arm(expiresAt - REFRESH_AHEAD_MS, refresh);
    else timer.arm(expiresAt, () => session.expire());
    return true;
  };

  const refresh = () => {
    const before = store.getState().accessToken;
    void provider()
      .then((p) => p.refresh())
      .then((next) => {
        if (store.getState().accessToken !== before) return;
        if (!next || !setToken(next)) session.expire();
      })
      .catch(() => {
        if (store.getState().accessToken === before) session.expire();
      });
  };

  /** The provider's session as the app's: its token set, and the user (from the answer, else GET /api/auth/me). */
  const applyProviderSession = async (result: ProviderSession | null): Promise<AuthUser> => {
    if (!result || !setToken(result.accessToken)) throw new Error('The server answered without a valid session.');
    if (result.user !== undefined) {
      if (!isAuthUser(result.user)) {
        setToken(null);
        throw new Error('The server answered without a valid session.');
      }
      return result.user;
    }
    try {
      const me = await http.get<MeResponse>(authPaths.me);
      if (!isAuthUser(me?.user)) throw new Error('GET /api/auth/me answered without a user.');
      return me.user;
    } catch (error) {
      setToken(null);
      throw error;
    }
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
    provider,

    start() {
      started ??= (async () => {
        // Read the stored token now, not when the store was made (a test or tool may have written it since).
        await store.persist.rehydrate();
        let stored: string | null = null;
        try {
          stored = (await (await provider()).restore())?.accessToken ?? null;
        } catch (error) {
          console.error('[session] The sign-in provider could not restore its session; continuing signed out.', error);
        }
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
      const user = await applyProviderSession(await (await provider()).signIn(input));
      forgetOtherUsersData(previous, user);
      store.setState({ notice: null });
      dispatch({ type: 'LOGIN', user });
      return user;
    },

    completeRedirect(callbackUrl) {
      const pending = redirects.get(callbackUrl);
      if (pending) return pending;
      const work = (async () => {
        const p = await provider();
        if (!p.completeRedirectSignIn) throw new Error(`The ${p.id} provider does not sign in by redirect.`);
        const previous = store.getState().user?.id;
        const { session: result, returnTo } = await p.completeRedirectSignIn(callbackUrl);
        const user = await applyProviderSession(result);
        forgetOtherUsersData(previous, user);
        store.setState({ notice: null });
        dispatch({ type: 'LOGIN', user });
        return { user, returnTo };
      })();
      redirects.set(callbackUrl, work);
      return work;
    },

    async register(input) {
      const result = await session.signUp(input);
      if ('confirm' in result) throw new Error('The new account must be confirmed before it can sign in.');
      return result.user;
    },

    async signUp(input) {
      // docs/product-rules.md#registration: registration signs in exactly as login does (token through the setter, timer armed).
      // An external provider may first want the account confirmed: nobody is signed in yet.
      const previous = store.getState().user?.id;
      const result = await (await provider()).signUp(input);
      if ('confirm' in result) return result;
      const user = await applyProviderSession(result);
      forgetOtherUsersData(previous, user);
      store.setState({ notice: null });
      dispatch({ type: 'REGISTER', user });
      return { user };
    },

    async signOut() {
      await (await provider()).signOut().catch((error: unknown) => {
        // docs/product-rules.md#errors: the user is signed out here whatever the provider answered.
        console.error('[session] The sign-in provider failed to sign out.', error);
      });
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
      // An external provider keeps its own session (a reload would restore it): end that too.
      // Only here: a redirect provider's sign-out would leave the page (and the notice) behind.
      if (loadProvider) void provider().then((p) => p.signOut({ local: true })).catch(() => undefined);
      store.setState({ notice: { kind: 'expired' } });
      dispatch({ type: 'LOGOUT' });
      void queryClient.cancelQueries();
      // From a page of the sign-in flow, no returnTo: loginHref refuses those (safeReturnTo).
      void navigate(loginHref(navigator?.currentHref())).finally(() => queryClient.clear());
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
