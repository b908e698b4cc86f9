// docs/auth-providers.md: the one interface every sign-in system implements (JWT, Firebase,
// Amplify/Cognito, Auth0). The session (src/lib/session/session.ts) talks only to it; the screens
// reach it through the session. Every provider hands the session a JWT with an `exp`, which the
// HTTP client sends as the bearer token.
import type {
  AuthResponse,
  AuthUser,
  CodeSentResponse,
  EmailInput,
  LoginInput,
  MessageResponse,
  NewPasswordInput,
  RegisterInput,
  VerifyInput,
} from '@/lib/api-contract/auth';

export type AuthMethod = 'jwt' | 'firebase' | 'amplify' | 'auth0';
export const AUTH_METHODS: readonly AuthMethod[] = ['jwt', 'firebase', 'amplify', 'auth0'];

/** A signed-in result: the bearer token, and the user when the provider's answer carries it (JWT). */
export interface ProviderSession {
  accessToken: string;
  user?: AuthUser;
}

/** After sign-up: signed in at once, or an account that must be confirmed (code or link) first. */
export type SignUpResult = ProviderSession | { confirm: 'code' | 'link'; email: string };

/** Where a redirect provider's hosted sign-in page was opened from, and what it should show. */
export interface RedirectSignInOptions {
  /** Where to go once signed in (the caller checks it is safe). */
  returnTo?: string;
  /** Open the hosted page on its sign-up form (Auth0's `screen_hint=signup`). */
  signUp?: boolean;
  /** Fills the hosted page's email field. */
  email?: string;
}

/** The return from a hosted sign-in page: the session, and where the user was going. */
export interface RedirectSignInResult {
  session: ProviderSession;
  returnTo?: string;
}

export interface AuthProvider {
  id: AuthMethod;
  /** The session the provider kept from an earlier visit (start-up), or null. */
  restore: () => Promise<ProviderSession | null>;
  signIn: (input: LoginInput) => Promise<ProviderSession>;
  signUp: (input: RegisterInput) => Promise<SignUpResult>;
  /** Confirms a new account with the code it was sent (or the code of the emailed link). */
  confirmSignUp: (input: VerifyInput) => Promise<MessageResponse>;
  resendSignUpCode: (input: EmailInput) => Promise<CodeSentResponse>;
  forgotPassword: (input: EmailInput) => Promise<CodeSentResponse>;
  confirmNewPassword: (input: NewPasswordInput) => Promise<MessageResponse>;
  /**
   * Ends the provider's session. `local`: only in this browser (a session that expired), without
   * leaving the page for the provider's own sign-out (a redirect provider's hosted session stays).
   */
  signOut: (options?: { local?: boolean }) => Promise<void>;
  /** A fresh token before the current one runs out, or null when the provider cannot refresh. */
  refresh: () => Promise<string | null>;
  /** Redirect providers (Auth0): leaves the app for the provider's hosted sign-in page. */
  redirectSignIn?: (options: RedirectSignInOptions) => Promise<void>;
  /** Redirect providers: reads the hosted page's answer (the callback URL with its code or error). */
  completeRedirectSignIn?: (callbackUrl: string) => Promise<RedirectSignInResult>;
}

/** Why a provider refused: each reason has a translated message (auth.json `errors.*`). */
export type AuthErrorReason =
  | 'badCredentials'
  | 'unconfirmed'
  | 'codeExpired'
  | 'codeRejected'
  | 'tooManyAttempts'
  | 'network'
  | 'emailTaken'
  | 'weakPassword'
  | 'accessDenied'
  | 'loginRequired'
  | 'signInInterrupted'
  | 'notSupported'
  | 'unknown';

/** A provider's refusal in the app's terms, never the SDK's words (docs/auth-providers.md#errors). */
export class AuthProviderError extends Error {
  readonly reason: AuthErrorReason;
  constructor(reason: AuthErrorReason, cause?: unknown) {
    super(`Sign-in provider refused: ${reason}`, { cause });
    this.name = 'AuthProviderError';
    this.reason = reason;
  }
}

export function isAuthProviderError(error: unknown): error is AuthProviderError {
  return error instanceof AuthProviderError;
}

/** The provider this build signs in with: VITE_AUTH_METHOD, `jwt` when unset or unknown. */
export function authMethod(env: Record<string, unknown> = import.meta.env): AuthMethod {
  const value = env.VITE_AUTH_METHOD;
  return AUTH_METHODS.includes(value as AuthMethod) ? (value as AuthMethod) : 'jwt';
}

/** Where expiry, sign-out and the dashboard's guard send a guest: the active provider's login. */
export function loginPathFor(method: AuthMethod): `/auth/${AuthMethod}/login` {
  return `/auth/${method}/login`;
}

export type { AuthResponse };
