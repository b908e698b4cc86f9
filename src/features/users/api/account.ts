// The signed-in account: its profile (followers, friends, gallery), its settings by tab, its
// avatar, its password and its sessions ("sign out everywhere").
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staleTimes } from '@/lib/api/stale-times';
import { http } from '@/lib/http/client';
import { authPaths } from '@/lib/api-contract/auth';
import {
  userPaths,
  type AccountSettings,
  type AccountSettingsInput,
  type AvatarResponse,
  type ChangePasswordInput,
  type ChangePasswordResponse,
  type UserProfile,
} from '@/lib/api-contract/user';
import { useSession } from '@/lib/session/session-context';
import { isValidToken } from '@/lib/session/token';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';

export const fetchProfile = (signal?: AbortSignal) =>
  http.get<UserProfile>(userPaths.profile, { signal });
export const fetchAccount = (signal?: AbortSignal) =>
  http.get<AccountSettings>(userPaths.account, { signal });
export const updateAccount = (input: AccountSettingsInput) =>
  http.patch<AccountSettings>(userPaths.account, input);
export const changePassword = (input: ChangePasswordInput) =>
  http.post<ChangePasswordResponse | null>(userPaths.password, input);
export const signOutEverywhere = () => http.post<null>(authPaths.signOutEverywhere);

export function uploadAccountAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return http.post<AvatarResponse>(userPaths.accountAvatar, body);
}

export const accountQueries = {
  all: () => ['user', 'account'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => fetchProfile(signal),
      // Shows followers and friends, who are user records.
      staleTime: staleTimes.records,
    }),
  settings: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => fetchAccount(signal),
      staleTime: staleTimes.account,
    }),
};

/** Saves one tab of the account settings; the name, email and avatar also refresh the session's user. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (settings, input) => {
      queryClient.setQueryData(accountQueries.settings().queryKey, settings);
      toast.success(t('account.saved'));
      await queryClient.invalidateQueries({ queryKey: accountQueries.profile().queryKey });
      if (input.general) await refreshUser();
    },
  });
}

export function useUploadAccountAvatar() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: uploadAccountAvatar,
    onSuccess: async () => {
      toast.success(t('account.avatarSaved'));
      await queryClient.invalidateQueries({ queryKey: accountQueries.all() });
      await refreshUser();
    },
  });
}

/**
 * The password change ends every older session of the account (docs/security.md#sessions), this
 * tab's token included: the answer's new token goes through the session's one setter, so this tab
 * stays signed in (its expiry timer re-armed) while the others meet a 401 on their next request.
 */
export function useChangePassword() {
  const { t } = useTranslation('users');
  const session = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      const token = answer?.accessToken;
      if (isValidToken(token)) session.setToken(token);
      toast.success(t('account.security.changed'));
    },
  });
}

/**
 * Ends every session of the account, this one too (docs/product-rules.md#sign-out-everywhere): on
 * success this tab signs out the usual way (token gone, cache cleared, the sign-in page) and says so.
 */
export function useSignOutEverywhere() {
  const { t } = useTranslation('users');
  const session = useSession();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      await session.signOut();
      toast.success(t('account.security.signedOutEverywhere'));
    },
  });
}
