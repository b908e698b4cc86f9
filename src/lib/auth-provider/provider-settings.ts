// Each external provider's build-time settings (Vite environment variables, docs/auth-providers.md)
// and the token issuer the app's API trusts for it. Small and SDK-free: the sign-in screens, the
// demo API and the hosting headers read it without loading any SDK.
import type { AuthMethod } from './auth-provider';

type Env = Record<string, unknown>;
export type ExternalMethod = Exclude<AuthMethod, 'jwt'>;

/** The settings each provider needs; the screens name the missing ones. */
export const providerSettings: Record<ExternalMethod, readonly string[]> = {
  firebase: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'],
  amplify: ['VITE_AMPLIFY_USER_POOL_ID', 'VITE_AMPLIFY_USER_POOL_WEB_CLIENT_ID', 'VITE_AMPLIFY_REGION'],
  auth0: ['VITE_AUTH0_DOMAIN', 'VITE_AUTH0_CLIENT_ID'],
};

export function setting(name: string, env: Env = import.meta.env): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Where Auth0's hosted page sends the user back (its "Allowed Callback URLs" list this path). */
export const AUTH0_CALLBACK_PATH = '/auth/auth0/callback';
export const AUTH0_LOGIN_PATH = '/auth/auth0/login';

/**
 * VITE_AUTH0_DOMAIN as the SDK reads it: `tenant.eu.auth0.com` means https; a full
 * `http://localhost:PORT` (the local OIDC server) is kept. No trailing slash.
 */
export function auth0Domain(env: Env = import.meta.env): string {
  const domain = setting('VITE_AUTH0_DOMAIN', env).replace(/\/+$/, '');
  if (!domain) return '';
  return /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
}

/** The settings of `method` that this build was made without. */
export function missingProviderSettings(method: ExternalMethod, env: Env = import.meta.env): string[] {
  return providerSettings[method].filter((name) => setting(name, env) === '');
}

/**
 * The `iss` of the ID tokens `method` issues in this build, or null when it is not set up. The demo
 * API accepts a token from this issuer as a sign-in (src/demo-api/accounts.ts).
 */
export function providerIssuer(method: AuthMethod, env: Env = import.meta.env): string | null {
  if (method === 'jwt' || missingProviderSettings(method, env).length > 0) return null;
  if (method === 'firebase') return `https://securetoken.google.com/${setting('VITE_FIREBASE_PROJECT_ID', env)}`;
  if (method === 'amplify') {
    // A local Cognito (cognito-local) issues from its own address.
    const endpoint = setting('VITE_AMPLIFY_USER_POOL_ENDPOINT', env).replace(/\/+$/, '');
    const pool = setting('VITE_AMPLIFY_USER_POOL_ID', env);
    return `${endpoint || `https://cognito-idp.${setting('VITE_AMPLIFY_REGION', env)}.amazonaws.com`}/${pool}`;
  }
  // Auth0 issues from its domain, with a trailing slash (as the SDK checks it).
  return `${auth0Domain(env)}/`;
}
