// What route guards know about the session (router context `auth`): the app's Session
// (src/lib/session/session.ts) implements it. Guards only await `ready()` and read `status()`.
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthRouterContext {
  /** Resolves once the start-up session check has finished. */
  ready: () => Promise<void>;
  status: () => AuthStatus;
}
