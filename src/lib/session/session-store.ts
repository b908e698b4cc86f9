// The session's client state in one zustand store: the raw access token (persisted in
// sessionStorage under `accessToken` as the bare string, so test helpers can write it), the
// auth state of docs/product-rules.md#session, and the "Token expired" notice.
import { persist, type PersistStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { authReducer, initialAuthState, type AuthAction, type AuthState } from './auth-state';

export const TOKEN_STORAGE_KEY = 'accessToken';

export interface SessionState extends AuthState {
  accessToken: string | null;
  /** Set when the session ended without the user asking; the expiry dialog shows it. */
  notice: { kind: 'expired' } | null;
  dispatch: (action: AuthAction) => void;
}

type Persisted = Pick<SessionState, 'accessToken'>;

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps only the token, as the raw string (not zustand's JSON envelope). */
const rawTokenStorage: PersistStorage<Persisted> = {
  getItem: () => {
    const token = sessionStorageOrNull()?.getItem(TOKEN_STORAGE_KEY) ?? null;
    return token === null ? null : { state: { accessToken: token }, version: 0 };
  },
  setItem: (_name, value) => {
    const store = sessionStorageOrNull();
    const token = value.state.accessToken;
    try {
      if (token) store?.setItem(TOKEN_STORAGE_KEY, token);
      else store?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session still works for this page's lifetime.
    }
  },
  removeItem: () => sessionStorageOrNull()?.removeItem(TOKEN_STORAGE_KEY),
};

export function createSessionStore() {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        ...initialAuthState,
        accessToken: null,
        notice: null,
        dispatch: (action) => set((state) => authReducer(state, action)),
      }),
      {
        name: TOKEN_STORAGE_KEY,
        storage: rawTokenStorage,
        partialize: (state) => ({ accessToken: state.accessToken }),
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
