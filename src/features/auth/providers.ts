// docs/product-rules.md#auth-providers: one auth-provider interface. The JWT provider (this app's own API) is the default and the
// only one wired in; Amplify, Firebase and Auth0 need their settings and an adapter that
// implements `signIn`/`signUp` with their SDK. Until then their screens say what is missing.
import type { AuthUser, LoginInput, RegisterInput } from '@/lib/api-contract/auth';

export type AuthProviderId = 'jwt' | 'amplify' | 'firebase' | 'auth0';
export type ProviderScreen = 'login' | 'register' | 'verify' | 'new-password' | 'forgot-password';

export interface AuthProvider {
  id: AuthProviderId;
  /** The product's name, not translated. */
  name: string;
  /** Build-time settings (Vite environment variables) the provider needs. */
  settings: readonly string[];
  screens: readonly ProviderScreen[];
  /** Present when the provider can sign users in from this build. */
  adapter?: {
    signIn: (input: LoginInput) => Promise<AuthUser>;
    signUp?: (input: RegisterInput) => Promise<AuthUser>;
  };
}

export const authProviders: Record<Exclude<AuthProviderId, 'jwt'>, AuthProvider> = {
  amplify: {
    id: 'amplify',
    name: 'AWS Amplify',
    settings: ['VITE_AMPLIFY_USER_POOL_ID', 'VITE_AMPLIFY_USER_POOL_WEB_CLIENT_ID', 'VITE_AMPLIFY_REGION'],
    screens: ['login', 'register', 'verify', 'new-password', 'forgot-password'],
  },
  firebase: {
    id: 'firebase',
    name: 'Firebase',
    settings: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'],
    screens: ['login', 'register', 'verify', 'forgot-password'],
  },
  auth0: {
    id: 'auth0',
    name: 'Auth0',
    settings: ['VITE_AUTH0_DOMAIN', 'VITE_AUTH0_CLIENT_ID'],
    screens: ['login'],
  },
};

/** The settings of `provider` that this build was made without. */
export function missingSettings(provider: AuthProvider, env: Record<string, unknown> = import.meta.env): string[] {
  return provider.settings.filter((name) => {
    const value = env[name];
    return typeof value !== 'string' || value.trim() === '';
  });
}
