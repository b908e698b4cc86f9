// The signed-in account: its profile (followers, friends, gallery), its settings by tab, its
// avatar and its password.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staleTimes } from '@/lib/api/stale-times';
import { http } from '@/lib/http/client';
import {
  userPaths,
  type AccountSettings,
  type AccountSettingsInput,
  type AvatarResponse,
  type ChangePasswordInput,
  type UserProfile,
} from '@/lib/api-contract/user';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';

export const fetchProfile = (signal?: AbortSignal) =>
  http.get<UserProfile>(userPaths.profile, { signal });
export const fetchAccount = (signal?: AbortSignal) =>
  http.get<AccountSettings>(userPaths.account, { signal });
export const updateAccount = (input: AccountSettingsInput) =>
  http.patch<AccountSettings>(userPaths.account, input);
export const changePassword = (input: ChangePasswordInput) =>
  http.post<unknown>(userPaths.password, input);

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

export function useChangePassword() {
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => toast.success(t('account.security.changed')),
  });
}
