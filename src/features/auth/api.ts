// The sign-in feature's calls: login and registration go through the session (it keeps the
// token); the code flows (password reset, email verification) are plain mutations.
import { useMutation } from '@tanstack/react-query';
import {
  authPaths,
  type CodeSentResponse,
  type EmailInput,
  type LoginInput,
  type MessageResponse,
  type NewPasswordInput,
  type RegisterInput,
  type VerifyInput,
} from '@/lib/api-contract/auth';
import { http } from '@/lib/http/client';
import { useSession } from '@/lib/session/session-context';

export function useLoginMutation() {
  const session = useSession();
  return useMutation({ mutationFn: (input: LoginInput) => session.login(input) });
}

export function useRegisterMutation() {
  const session = useSession();
  return useMutation({ mutationFn: (input: RegisterInput) => session.register(input) });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: (input: EmailInput) => http.post<CodeSentResponse>(authPaths.forgotPassword, input) });
}

export function useNewPasswordMutation() {
  return useMutation({ mutationFn: (input: NewPasswordInput) => http.post<MessageResponse>(authPaths.newPassword, input) });
}

export function useSendVerifyCodeMutation() {
  return useMutation({ mutationFn: (input: EmailInput) => http.post<CodeSentResponse>(authPaths.sendVerifyCode, input) });
}

export function useVerifyMutation() {
  return useMutation({ mutationFn: (input: VerifyInput) => http.post<MessageResponse>(authPaths.verify, input) });
}
