// Where each sign-in screen links to. The JWT screens and the two demo layouts (docs/product-rules.md#auth-demo-screens) share the
// forms; only the addresses differ. Password reset and verification live in the demo set, which
// submits to the same JWT accounts.
export type AuthVariant = 'classic' | 'modern';
type DemoScreen = 'login' | 'register' | 'forgot-password' | 'new-password' | 'verify';
type FirebaseScreen = 'login' | 'register' | 'forgot-password' | 'verify';
export type AuthScreenPath =
  | '/auth/jwt/login'
  | '/auth/jwt/register'
  | `/auth-demo/${AuthVariant}/${DemoScreen}`
  | `/auth/firebase/${FirebaseScreen}`
  | `/auth/amplify/${DemoScreen}`;

export interface AuthFlowPaths {
  login: AuthScreenPath;
  register: AuthScreenPath;
  forgotPassword: AuthScreenPath;
  newPassword: `/auth-demo/${AuthVariant}/new-password` | '/auth/firebase/forgot-password' | '/auth/amplify/new-password';
  verify: `/auth-demo/${AuthVariant}/verify` | '/auth/firebase/verify' | '/auth/amplify/verify';
  /** After registration: straight on (to returnTo or the dashboard), or through email verification. */
  afterRegister: 'continue' | 'verify';
}

// The JWT screens use the split layout, like the "modern" demo set their reset links lead to.
export const jwtPaths: AuthFlowPaths = {
  login: '/auth/jwt/login',
  register: '/auth/jwt/register',
  forgotPassword: '/auth-demo/modern/forgot-password',
  newPassword: '/auth-demo/modern/new-password',
  verify: '/auth-demo/modern/verify',
  afterRegister: 'continue',
};

export function demoPaths(variant: AuthVariant): AuthFlowPaths {
  return {
    login: `/auth-demo/${variant}/login`,
    register: `/auth-demo/${variant}/register`,
    forgotPassword: `/auth-demo/${variant}/forgot-password`,
    newPassword: `/auth-demo/${variant}/new-password`,
    verify: `/auth-demo/${variant}/verify`,
    afterRegister: 'verify',
  };
}

export function withEmail(path: AuthScreenPath, email: string): string {
  return `${path}?email=${encodeURIComponent(email)}`;
}

/** Firebase (docs/auth-providers.md#firebase): the reset's second step is the same screen, opened from the emailed link. */
export const firebasePaths: AuthFlowPaths = {
  login: '/auth/firebase/login',
  register: '/auth/firebase/register',
  forgotPassword: '/auth/firebase/forgot-password',
  newPassword: '/auth/firebase/forgot-password',
  verify: '/auth/firebase/verify',
  afterRegister: 'verify',
};

/** Amplify (docs/auth-providers.md#amplify): the same code screens as the demo set. */
export const amplifyPaths: AuthFlowPaths = {
  login: '/auth/amplify/login',
  register: '/auth/amplify/register',
  forgotPassword: '/auth/amplify/forgot-password',
  newPassword: '/auth/amplify/new-password',
  verify: '/auth/amplify/verify',
  afterRegister: 'verify',
};
