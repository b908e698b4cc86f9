// The auth part of the API contract (docs/api/auth.md): paths, payloads, responses and the rules
// the server and the forms share (email format, password rules, code format).
export type UserRole = 'admin' | 'manager' | 'user';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: UserRole;
  createdAt: string;
  avatarUrl?: string;
  /** False until the address is confirmed with POST /api/auth/verify. */
  emailVerified?: boolean;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  firstName: string;
  lastName: string;
  /** The token of an invitation link (docs/api/team.md): required where the server's registration is by invitation. */
  invitation?: string;
}

export interface AuthResponse {
  accessToken: string;
  user: AuthUser;
}

export interface MeResponse {
  user: AuthUser;
}

export interface EmailInput {
  email: string;
}

/** 202 for every address, known or not, so the answer never tells whether an account exists. */
export interface CodeSentResponse {
  message: string;
  /**
   * Demo API only: the code a real server would email. A real backend leaves it out and the
   * screens then tell the user to check their inbox.
   */
  demoCode?: string;
}

export interface VerifyInput {
  email: string;
  code: string;
}

export interface NewPasswordInput {
  email: string;
  code: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}

export const authPaths = {
  me: '/api/auth/me',
  login: '/api/auth/login',
  register: '/api/auth/register',
  forgotPassword: '/api/auth/forgot-password',
  newPassword: '/api/auth/new-password',
  sendVerifyCode: '/api/auth/verify/send',
  verify: '/api/auth/verify',
  /** GET ?token= (public): the invitation's address and role, for the registration page. */
  invitation: '/api/auth/invitation',
  /** POST (signed in): every token of the account issued before now answers 401; 204. */
  signOutEverywhere: '/api/auth/sign-out-everywhere',
} as const;

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_PATTERN = /^\d{6}$/;

/** Deliberately plain: something@domain.tld, no spaces. The server is the final judge. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PasswordRuleId = 'length' | 'lower' | 'upper' | 'digit';

/** The password rules, in the order the forms list them. */
export const passwordRules: readonly { id: PasswordRuleId; test: (password: string) => boolean }[] = [
  { id: 'length', test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH },
  { id: 'lower', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'upper', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'digit', test: (p) => /\d/.test(p) },
];

export function failedPasswordRules(password: string): PasswordRuleId[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}
