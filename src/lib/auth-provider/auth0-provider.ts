// The Auth0 provider (docs/auth-providers.md#auth0): redirect sign-in with PKCE through
// @auth0/auth0-spa-js, loaded only when VITE_AUTH_METHOD is `auth0`. Auth0's hosted page signs the
// user in (or up, with `screen_hint=signup`) and sends them back to /auth/auth0/callback; refresh
// tokens renew the session without a page or an iframe. The session's token is the ID token (it
// names the user's email for the app's API).
import { Auth0Client, type Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { AuthProviderError, type AuthErrorReason, type AuthProvider } from './auth-provider';
import { AUTH0_CALLBACK_PATH, AUTH0_LOGIN_PATH, auth0Domain, setting } from './provider-settings';

/** Auth0's `error` codes (the authorize redirect's and the token endpoint's) in the app's terms. */
const reasons: Record<string, AuthErrorReason> = {
  access_denied: 'accessDenied',
  unauthorized: 'accessDenied',
  login_required: 'loginRequired',
  consent_required: 'loginRequired',
  interaction_required: 'loginRequired',
  mfa_required: 'loginRequired',
  missing_refresh_token: 'loginRequired',
  invalid_grant: 'loginRequired',
  missing_transaction: 'signInInterrupted',
  state_mismatch: 'signInInterrupted',
  invalid_state: 'signInInterrupted',
  too_many_attempts: 'tooManyAttempts',
  timeout: 'network',
  temporarily_unavailable: 'network',
};

/** The SDK's (or the hosted page's) refusal as the app's: never its message or code on screen. */
export function auth0Error(error: unknown): AuthProviderError {
  if (error instanceof AuthProviderError) return error;
  // fetch() refuses with a TypeError when the network is down.
  if (error instanceof TypeError) return new AuthProviderError('network', error);
  const { error: code, error_description: description, message } = (error ?? {}) as Record<string, unknown>;
  if (typeof code === 'string') {
    // A user blocked after too many failed attempts comes back as `unauthorized` with this description.
    if (code === 'unauthorized' && typeof description === 'string' && /blocked|too many/i.test(description)) {
      return new AuthProviderError('tooManyAttempts', error);
    }
    return new AuthProviderError(reasons[code] ?? 'unknown', error);
  }
  if (typeof message === 'string' && /timeout when executing 'fetch'|failed to fetch|networkerror/i.test(message)) {
    return new AuthProviderError('network', error);
  }
  return new AuthProviderError('unknown', error);
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw auth0Error(error);
  }
}

export function auth0ClientOptions(origin: string = window.location.origin): Auth0ClientOptions {
  const audience = setting('VITE_AUTH0_AUDIENCE');
  return {
    domain: auth0Domain(),
    clientId: setting('VITE_AUTH0_CLIENT_ID'),
    authorizationParams: {
      redirect_uri: `${origin}${AUTH0_CALLBACK_PATH}`,
      // offline_access: a refresh token, so the session renews without a hidden iframe (which
      // browsers that block third-party cookies break).
      scope: 'openid profile email offline_access',
      ...(audience ? { audience } : {}),
    },
    useRefreshTokens: true,
    // Local storage: a reload or a new tab keeps the session (docs/auth-providers.md#auth0 weighs it).
    cacheLocation: 'localstorage',
  };
}

interface AppState {
  returnTo?: string;
}

/** A pending promise: the page is leaving for the hosted sign-in, the form stays busy until it goes. */
const leaving = () => new Promise<never>(() => undefined);

export interface Auth0ProviderOptions {
  /** Opens the hosted page (default: the SDK's `window.location.assign`); tests read the address instead. */
  openUrl?: (url: string) => void;
}

export function createAuth0Provider(
  client: Auth0Client = new Auth0Client(auth0ClientOptions()),
  { openUrl }: Auth0ProviderOptions = {},
): AuthProvider {
  const idToken = async (cacheMode: 'on' | 'off' = 'on') => {
    const answer = await client.getTokenSilently({ detailedResponse: true, cacheMode });
    if (!answer?.id_token) throw new AuthProviderError('unknown');
    return answer.id_token;
  };
  const hostedOnly = () => Promise.reject(new AuthProviderError('notSupported'));

  const provider: AuthProvider = {
    id: 'auth0',
    restore: async () => {
      // Nothing kept (never signed in here, or signed out): no network call, no iframe.
      if (!(await client.isAuthenticated())) return null;
      try {
        return { accessToken: await idToken() };
      } catch {
        return null;
      }
    },
    redirectSignIn: ({ returnTo, signUp, email }) =>
      mapped(() =>
        client.loginWithRedirect<AppState>({
          appState: { returnTo },
          ...(openUrl ? { openUrl } : {}),
          authorizationParams: { ...(signUp ? { screen_hint: 'signup' } : {}), ...(email ? { login_hint: email } : {}) },
        }),
      ),
    completeRedirectSignIn: (callbackUrl) =>
      mapped(async () => {
        const { appState } = await client.handleRedirectCallback<AppState>(callbackUrl);
        return { session: { accessToken: await idToken() }, returnTo: appState?.returnTo };
      }),
    // The password forms (the /auth-demo screens) hand over to the hosted page, the email filled in.
    signIn: async (input) => {
      await provider.redirectSignIn!({ email: input.email });
      return leaving();
    },
    signUp: async (input) => {
      await provider.redirectSignIn!({ email: input.email, signUp: true });
      return leaving();
    },
    // Confirmation and password reset happen on Auth0's hosted pages.
    confirmSignUp: hostedOnly,
    resendSignUpCode: hostedOnly,
    forgotPassword: hostedOnly,
    confirmNewPassword: hostedOnly,
    signOut: (options) =>
      mapped(() =>
        client.logout({
          logoutParams: { returnTo: `${window.location.origin}${AUTH0_LOGIN_PATH}` },
          // An expired session ends here only; a sign-out also ends Auth0's, then comes back.
          ...(options?.local ? { openUrl: false as const } : {}),
        }),
      ),
    refresh: () => mapped(() => idToken('off')),
  };
  return provider;
}
