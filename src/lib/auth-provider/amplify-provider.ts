// The Amplify provider (docs/auth-providers.md#amplify): Amazon Cognito user pools through
// aws-amplify v6, loaded only when VITE_AUTH_METHOD is `amplify`. Sign-up sends a code that
// confirms the account; sign-in uses SRP unless VITE_AMPLIFY_AUTH_FLOW says USER_PASSWORD_AUTH;
// the session's token is the ID token (it names the user's email for the app's API).
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { AuthProviderError, type AuthErrorReason, type AuthProvider } from './auth-provider';
import { setting } from './provider-settings';

const reasons: Record<string, AuthErrorReason> = {
  NotAuthorizedException: 'badCredentials',
  UserNotFoundException: 'badCredentials',
  UserNotConfirmedException: 'unconfirmed',
  UsernameExistsException: 'emailTaken',
  InvalidPasswordException: 'weakPassword',
  CodeMismatchException: 'codeRejected',
  ExpiredCodeException: 'codeExpired',
  LimitExceededException: 'tooManyAttempts',
  TooManyRequestsException: 'tooManyAttempts',
  TooManyFailedAttemptsException: 'tooManyAttempts',
  PasswordResetRequiredException: 'badCredentials',
  NetworkError: 'network',
};

/** The SDK's error as the app's (never its message or name on screen). */
export function amplifyError(error: unknown): AuthProviderError {
  if (error instanceof AuthProviderError) return error;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  // Cognito answers too many wrong passwords with NotAuthorizedException and this message.
  if (name === 'NotAuthorizedException' && typeof message === 'string' && /attempts exceeded/i.test(message)) {
    return new AuthProviderError('tooManyAttempts', error);
  }
  if (error instanceof TypeError) return new AuthProviderError('network', error);
  return new AuthProviderError((typeof name === 'string' && reasons[name]) || 'unknown', error);
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw amplifyError(error);
  }
}

function configure() {
  const endpoint = setting('VITE_AMPLIFY_USER_POOL_ENDPOINT');
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: setting('VITE_AMPLIFY_USER_POOL_ID'),
        userPoolClientId: setting('VITE_AMPLIFY_USER_POOL_WEB_CLIENT_ID'),
        loginWith: { email: true },
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
      },
    },
  });
}

async function idToken(forceRefresh = false): Promise<string | null> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  return tokens?.idToken?.toString() ?? null;
}

export function createAmplifyProvider(): AuthProvider {
  configure();
  const authFlowType = setting('VITE_AMPLIFY_AUTH_FLOW') === 'USER_PASSWORD_AUTH' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
  const done = { message: '' };

  const provider: AuthProvider = {
    id: 'amplify',
    restore: async () => {
      const token = await idToken().catch(() => null);
      return token ? { accessToken: token } : null;
    },
    signIn: (input) =>
      mapped(async () => {
        // A session left over (another account, a half-finished sign-in) would refuse a new one.
        await signOut().catch(() => undefined);
        const result = await signIn({ username: input.email, password: input.password, options: { authFlowType } }).catch(
          (error: unknown) => {
            // cognito-local answers a wrong password with the password-policy error; Cognito with NotAuthorizedException.
            throw (error as { name?: string }).name === 'InvalidPasswordException' ? new AuthProviderError('badCredentials', error) : error;
          },
        );
        if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') throw new AuthProviderError('unconfirmed');
        if (!result.isSignedIn) throw new AuthProviderError('unknown');
        const token = await idToken();
        if (!token) throw new AuthProviderError('unknown');
        return { accessToken: token };
      }),
    signUp: (input) =>
      mapped(async () => {
        const result = await signUp({
          username: input.email,
          password: input.password,
          options: { userAttributes: { email: input.email, given_name: input.firstName, family_name: input.lastName } },
        });
        if (result.nextStep.signUpStep === 'DONE') return provider.signIn(input);
        return { confirm: 'code' as const, email: input.email };
      }),
    confirmSignUp: (input) =>
      mapped(async () => {
        await confirmSignUp({ username: input.email, confirmationCode: input.code });
        return done;
      }),
    resendSignUpCode: (input) =>
      mapped(async () => {
        await resendSignUpCode({ username: input.email });
        return done;
      }),
    forgotPassword: (input) =>
      mapped(async () => {
        try {
          await resetPassword({ username: input.email });
        } catch (error) {
          // Same answer whether or not an account uses the address.
          if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
        }
        return done;
      }),
    confirmNewPassword: (input) =>
      mapped(async () => {
        await confirmResetPassword({ username: input.email, confirmationCode: input.code, newPassword: input.password });
        return done;
      }),
    signOut: () => mapped(() => signOut()),
    refresh: () => idToken(true),
  };
  return provider;
}
