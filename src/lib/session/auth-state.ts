// The authentication state of docs/product-rules.md#session: a user (or none) and a loading flag, changed only by the
// actions below; the status is derived from it.
import type { AuthUser } from '@/lib/api-contract/auth';
import type { AuthStatus } from './auth-context';

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
}

export type AuthAction =
  | { type: 'INITIAL'; user: AuthUser | null }
  | { type: 'LOGIN'; user: AuthUser }
  | { type: 'REGISTER'; user: AuthUser }
  /** The signed-in user's record changed on the server (GET /api/auth/me again). */
  | { type: 'REFRESH'; user: AuthUser }
  | { type: 'LOGOUT' };

export const initialAuthState: AuthState = { user: null, loading: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIAL':
      return { user: action.user, loading: false };
    case 'LOGIN':
    case 'REGISTER':
      return { user: action.user, loading: false };
    case 'REFRESH':
      return state.user ? { ...state, user: action.user } : state;
    case 'LOGOUT':
      return { user: null, loading: false };
  }
}

export function authStatus(state: AuthState): AuthStatus {
  if (state.loading) return 'loading';
  return state.user ? 'authenticated' : 'unauthenticated';
}
