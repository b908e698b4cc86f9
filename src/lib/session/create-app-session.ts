// The app's session as main.tsx and the tests build it: the session itself, on the provider
// VITE_AUTH_METHOD picks (docs/auth-providers.md), with the form drafts listening for its end
// (docs/product-rules.md#session-expiry). Wiring them here keeps the session free of any import of
// the drafts' hooks, so the two modules do not import each other.
import type { QueryClient } from '@tanstack/react-query';
import { providerLoader } from '@/lib/auth-provider/load-provider';
import { saveAllDrafts } from './form-drafts';
import { createSession, type Session } from './session';

export function createAppSession({ queryClient }: { queryClient: QueryClient }): Session {
  const session = createSession({ queryClient, loadProvider: providerLoader() });
  session.onExpire(saveAllDrafts);
  return session;
}
