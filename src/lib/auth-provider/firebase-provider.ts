// The Firebase provider (docs/auth-providers.md#firebase): email and password accounts with the
// modular SDK, loaded only when VITE_AUTH_METHOD is `firebase`. Sign-up sends a verification link
// and signs out: an unverified account cannot sign in (a new link is sent when it tries). The
// links' codes (`oobCode`) are handled by /auth/firebase/verify and /auth/firebase/forgot-password.
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type ActionCodeSettings,
  type Auth,
} from 'firebase/auth';
import { AuthProviderError, type AuthErrorReason, type AuthProvider } from './auth-provider';
import { setting } from './provider-settings';

const reasons: Record<string, AuthErrorReason> = {
  'auth/invalid-credential': 'badCredentials',
  'auth/invalid-login-credentials': 'badCredentials',
  'auth/wrong-password': 'badCredentials',
  'auth/user-not-found': 'badCredentials',
  'auth/user-disabled': 'badCredentials',
  'auth/email-already-in-use': 'emailTaken',
  'auth/weak-password': 'weakPassword',
  'auth/password-does-not-meet-requirements': 'weakPassword',
  'auth/expired-action-code': 'codeExpired',
  'auth/invalid-action-code': 'codeExpired',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'network',
};

/** The SDK's error as the app's (never its message or code on screen). */
export function firebaseError(error: unknown): AuthProviderError {
  if (error instanceof AuthProviderError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new AuthProviderError((typeof code === 'string' && reasons[code]) || 'unknown', error);
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw firebaseError(error);
  }
}

function createAuth(): Auth {
  const app = initializeApp({
    apiKey: setting('VITE_FIREBASE_API_KEY'),
    authDomain: setting('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: setting('VITE_FIREBASE_PROJECT_ID'),
    appId: setting('VITE_FIREBASE_APP_ID'),
  });
  // Local persistence: a reload (or a new tab) keeps the session. No popup/redirect resolver: the
  // app signs in with email and password only, so no iframe or extra script is loaded.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  const emulator = setting('VITE_FIREBASE_AUTH_EMULATOR_URL');
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  return auth;
}

export function createFirebaseProvider(auth: Auth = createAuth()): AuthProvider {
  // After the emailed link, Firebase's own page offers to continue to the app's sign-in.
  const links = (): ActionCodeSettings => ({ url: `${window.location.origin}/auth/firebase/login` });
  const done = { message: '' };

  return {
    id: 'firebase',
    restore: async () => {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user?.emailVerified) return null;
      return { accessToken: await user.getIdToken() };
    },
    signIn: (input) =>
      mapped(async () => {
        const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
        if (!user.emailVerified) {
          // The account exists but its address is not confirmed: a new link, and no session.
          await sendEmailVerification(user, links()).catch(() => undefined);
          await signOut(auth);
          throw new AuthProviderError('unconfirmed');
        }
        return { accessToken: await user.getIdToken() };
      }),
    signUp: (input) =>
      mapped(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
        await updateProfile(user, { displayName: `${input.firstName} ${input.lastName}` });
        await sendEmailVerification(user, links());
        await signOut(auth);
        return { confirm: 'link' as const, email: input.email };
      }),
    confirmSignUp: (input) =>
      mapped(async () => {
        await applyActionCode(auth, input.code);
        return done;
      }),
    // Firebase sends a new link to a signed-in user only: signing in with an unverified account does it.
    resendSignUpCode: () => Promise.reject(new AuthProviderError('unconfirmed')),
    forgotPassword: (input) =>
      mapped(async () => {
        try {
          await sendPasswordResetEmail(auth, input.email, links());
        } catch (error) {
          // Same answer whether or not an account uses the address.
          if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
        }
        return done;
      }),
    confirmNewPassword: (input) =>
      mapped(async () => {
        await confirmPasswordReset(auth, input.code, input.password);
        return done;
      }),
    signOut: () => mapped(() => signOut(auth)),
    refresh: async () => (auth.currentUser ? auth.currentUser.getIdToken(true) : null),
  };
}
