// The signed-in user and session actions, for any component (account menu, profile, forms).
import { useStore } from 'zustand';
import type { AuthUser } from '@/lib/api-contract/auth';
import type { AuthStatus } from './auth-context';
import { authStatus } from './auth-state';
import { useSession } from './session-context';

export interface UseAuth {
  user: AuthUser | null;
  status: AuthStatus;
  signOut: () => Promise<void>;
  /** Fetches GET /api/auth/me again, e.g. after the signed-in user's role or name changed. */
  refreshUser: () => Promise<void>;
}

export function useAuth(): UseAuth {
  const session = useSession();
  const user = useStore(session.store, (s) => s.user);
  const status = useStore(session.store, authStatus);
  return { user, status, signOut: session.signOut, refreshUser: session.refreshUser };
}
