// Hands the app's session to components (useAuth, the expiry dialog, the sign-in forms) and shows
// the start-up loading indicator until the session check has finished (docs/product-rules.md#marketing-site).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { PageLoader } from '@/lib/ui/page-loader';
import type { Session } from './session';
import { authStatus } from './auth-state';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <SessionContext.Provider value={session}>
      <StartupGate session={session}>{children}</StartupGate>
    </SessionContext.Provider>
  );
}

// A prerendered page (docs/performance.md) is rendered and hydrated as "not loading": the app
// hydrates it only once the check is done (src/main.tsx), so the page never turns into the loader.
const notLoading = () => false;

function StartupGate({ session, children }: { session: Session; children: ReactNode }) {
  const loading = useSyncExternalStore(session.store.subscribe, () => session.store.getState().loading, notLoading);
  return loading ? <PageLoader fullScreen /> : children;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

/** The session, or null outside a <SessionProvider> (components that also render without one). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

export function useSessionStatus() {
  const session = useSession();
  return useStore(session.store, authStatus);
}
