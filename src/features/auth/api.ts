// The sign-in feature's calls, all through the session's provider (docs/auth-providers.md):
// login and registration go through the session itself (it keeps the token); the code flows
// (password reset, sign-up confirmation) are plain mutations on the provider. An invitation's
// look-up (registration by invitation, docs/api/team.md) asks this app's API itself.
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  authPaths,
  type EmailInput,
  type LoginInput,
  type NewPasswordInput,
  type RegisterInput,
  type VerifyInput,
} from '@/lib/api-contract/auth';
import type { InvitationLookupResponse } from '@/lib/api-contract/team';
import { http } from '@/lib/http/client';
import { AuthProviderError, type RedirectSignInOptions } from '@/lib/auth-provider/auth-provider';
import { useSession } from '@/lib/session/session-context';

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  http.get<InvitationLookupResponse>(authPaths.invitation, { query: { token }, signal });

export const invitationQueries = {
  all: () => ['invitation'] as const,
  /** The invited address and role; 404 (or 403) once the link is used, revoked or expired. */
  lookup: (token: string) =>
    queryOptions({
      queryKey: [...invitationQueries.all(), token] as const,
      queryFn: ({ signal }) => fetchInvitation(token, signal),
      // An answer does not change while the page is open; a refusal is final (no retry).
      staleTime: Infinity,
      retry: false,
    }),
};

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
