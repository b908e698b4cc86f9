// Hands the app's session to components (useAuth, the expiry dialog, the sign-in forms) and shows
// the start-up loading indicator until the session check has finished (docs/product-rules.md#marketing-site).
import { createContext, useContext, type ReactNode } from 'react';
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

function StartupGate({ session, children }: { session: Session; children: ReactNode }) {
  const loading = useStore(session.store, (s) => s.loading);
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
