// The sign-in feature's calls, all through the session's provider (docs/auth-providers.md):
// login and registration go through the session itself (it keeps the token); the code flows
// (password reset, sign-up confirmation) are plain mutations on the provider.
import { useMutation } from '@tanstack/react-query';
import type { EmailInput, LoginInput, NewPasswordInput, RegisterInput, VerifyInput } from '@/lib/api-contract/auth';
import { AuthProviderError, type RedirectSignInOptions } from '@/lib/auth-provider/auth-provider';
import { useSession } from '@/lib/session/session-context';

export function useLoginMutation() {
  const session = useSession();
  return useMutation({ mutationFn: (input: LoginInput) => session.login(input) });
}

export function useRegisterMutation() {
  const session = useSession();
  return useMutation({ mutationFn: (input: RegisterInput) => session.signUp(input) });
}

export function useForgotPasswordMutation() {
  const session = useSession();
  return useMutation({ mutationFn: async (input: EmailInput) => (await session.provider()).forgotPassword(input) });
}

export function useNewPasswordMutation() {
  const session = useSession();
  return useMutation({ mutationFn: async (input: NewPasswordInput) => (await session.provider()).confirmNewPassword(input) });
}

export function useSendVerifyCodeMutation() {
  const session = useSession();
  return useMutation({ mutationFn: async (input: EmailInput) => (await session.provider()).resendSignUpCode(input) });
}

export function useVerifyMutation() {
  const session = useSession();
  return useMutation({ mutationFn: async (input: VerifyInput) => (await session.provider()).confirmSignUp(input) });
}

/** Redirect providers (Auth0): leaves for the hosted sign-in (or sign-up) page. */
export function useRedirectSignInMutation() {
  const session = useSession();
  return useMutation({
    mutationFn: async (options: RedirectSignInOptions) => {
      const provider = await session.provider();
      if (!provider.redirectSignIn) throw new AuthProviderError('notSupported');
      await provider.redirectSignIn(options);
    },
  });
}

/** The return from the hosted sign-in page: its callback URL becomes the session. */
export function useCompleteRedirectMutation() {
  const session = useSession();
  return useMutation({ mutationFn: (callbackUrl: string) => session.completeRedirect(callbackUrl) });
}
