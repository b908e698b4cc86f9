// The JWT provider: this app's own API (src/lib/api-contract/auth.ts), the default sign-in.
import {
  authPaths,
  type AuthResponse,
  type CodeSentResponse,
  type MessageResponse,
} from '@/lib/api-contract/auth';
import { http } from '@/lib/http/client';
import type { AuthProvider, ProviderSession } from './auth-provider';

function toSession(response: AuthResponse | null): ProviderSession {
  // The session checks the token and the user (a malformed answer signs nobody in).
  return { accessToken: response?.accessToken as string, user: response?.user };
}

export function createJwtProvider(readStoredToken: () => string | null): AuthProvider {
  return {
    id: 'jwt',
    restore: async () => {
      const token = readStoredToken();
      return token ? { accessToken: token } : null;
    },
    signIn: async (input) => toSession(await http.post<AuthResponse>(authPaths.login, input)),
    signUp: async (input) => toSession(await http.post<AuthResponse>(authPaths.register, input)),
    confirmSignUp: (input) => http.post<MessageResponse>(authPaths.verify, input),
    resendSignUpCode: (input) => http.post<CodeSentResponse>(authPaths.sendVerifyCode, input),
    forgotPassword: (input) => http.post<CodeSentResponse>(authPaths.forgotPassword, input),
    confirmNewPassword: (input) => http.post<MessageResponse>(authPaths.newPassword, input),
    signOut: async () => {},
    refresh: async () => null,
  };
}
