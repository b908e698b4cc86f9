// The active provider's loader (docs/auth-providers.md): each external SDK comes with a lazy
// import() that runs only when VITE_AUTH_METHOD names it, so no first load carries it.
import { authMethod, type AuthMethod, type AuthProvider } from './auth-provider';

export function providerLoader(method: AuthMethod = authMethod()): (() => Promise<AuthProvider>) | undefined {
  switch (method) {
    case 'firebase':
      return () => import('./firebase-provider').then((m) => m.createFirebaseProvider());
    case 'amplify':
      return () => import('./amplify-provider').then((m) => m.createAmplifyProvider());
    case 'auth0':
      return () => import('./auth0-provider').then((m) => m.createAuth0Provider());
    default:
      return undefined;
  }
}
