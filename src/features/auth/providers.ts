// docs/auth-providers.md: the external sign-in systems' screens. A provider's screens work when
// the build signs in with it (VITE_AUTH_METHOD) and has its settings; otherwise they say what is
// missing and offer the JWT sign-in.
import { authMethod } from '@/lib/auth-provider/auth-provider';
import { missingProviderSettings, providerSettings, type ExternalMethod } from '@/lib/auth-provider/provider-settings';

export type AuthProviderId = 'jwt' | ExternalMethod;
export type ProviderScreen = 'login' | 'register' | 'verify' | 'new-password' | 'forgot-password';

export interface AuthProviderInfo {
  id: ExternalMethod;
  /** The product's name, not translated. */
  name: string;
  /** Build-time settings (Vite environment variables) the provider needs. */
  settings: readonly string[];
  screens: readonly ProviderScreen[];
}

export const authProviders: Record<ExternalMethod, AuthProviderInfo> = {
  amplify: {
    id: 'amplify',
    name: 'AWS Amplify',
    settings: providerSettings.amplify,
    screens: ['login', 'register', 'verify', 'new-password', 'forgot-password'],
  },
  firebase: {
    id: 'firebase',
    name: 'Firebase',
    settings: providerSettings.firebase,
    screens: ['login', 'register', 'verify', 'forgot-password'],
  },
  auth0: {
    id: 'auth0',
    name: 'Auth0',
    settings: providerSettings.auth0,
    screens: ['login'],
  },
};

/** What this build lacks for `provider`'s screens to work: the method switch and its settings. */
export function missingSettings(provider: AuthProviderInfo, env: Record<string, unknown> = import.meta.env): string[] {
  const missing = missingProviderSettings(provider.id, env);
  return authMethod(env) === provider.id ? missing : [`VITE_AUTH_METHOD=${provider.id}`, ...missing];
}
