// What route guards know about the session (router context `auth`). The sign-in feature supplies
// the real implementation; guards only await `ready()` and read `status()`.
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthRouterContext {
  /** Resolves once the start-up session check has finished. */
  ready: () => Promise<void>;
  status: () => AuthStatus;
}

export const guestOnlyAuth: AuthRouterContext = {
  ready: () => Promise.resolve(),
  status: () => 'unauthenticated',
};
