// Mutations of user records. Status change and delete are optimistic (the list changes at once
// and is put back if the server refuses); every mutation says what happened in a toast and
// refreshes the lists from the server afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeCachedLists, withoutRows, withRowStatus } from '@/lib/api/cached-lists';
import type { User, UserInput, UserListResponse, UserStatus } from '@/lib/api-contract/user';
import { toast } from '@/lib/toast/toast';
import {
  createUser,
  deleteUser,
  deleteUsers,
  removeUserAvatar,
  updateUser,
  uploadUserAvatar,
  userQueries,
} from './users';

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: ({ user, status }: { user: User; status: UserStatus }) =>
      updateUser(user.id, { status }),
    onMutate: async ({ user, status }) => ({
      undo: await changeCachedLists<UserListResponse>(queryClient, userQueries.lists(), (list) => withRowStatus(list, user.id, status)),
    }),
    onError: (error, { user }, context) => {
      context?.undo();
      toast.error(t('toast.statusFailed', { name: user.name }), error.message);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(userQueries.detail(saved.id).queryKey, saved);
      toast.success(
        t('toast.statusChanged', { name: saved.name, status: t(`status.${saved.status}`) }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: (user: User) => deleteUser(user.id),
    onMutate: async (user) => ({
      undo: await changeCachedLists<UserListResponse>(queryClient, userQueries.lists(), (list) => withoutRows(list, new Set([user.id]))),
    }),
    onError: (error, user, context) => {
      context?.undo();
      toast.error(t('toast.deleteFailed', { name: user.name }), error.message);
    },
    onSuccess: (_, user) => {
      queryClient.removeQueries({ queryKey: userQueries.detail(user.id).queryKey });
      toast.success(t('toast.deleted', { name: user.name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
  });
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: (ids: string[]) => deleteUsers(ids),
    onMutate: async (ids) => ({
      undo: await changeCachedLists<UserListResponse>(queryClient, userQueries.lists(), (list) => withoutRows(list, new Set(ids))),
    }),
    onError: (error, ids, context) => {
      context?.undo();
      toast.error(t('toast.bulkDeleteFailed', { count: ids.length }), error.message);
    },
    onSuccess: ({ deleted }) => toast.success(t('toast.bulkDeleted', { count: deleted })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
  });
}

/** Saves the form: creates or updates the record, then uploads or removes the avatar if it changed. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: async ({
      id,
      input,
      avatar,
    }: {
      id?: string;
      input: UserInput;
      avatar?: File | null;
    }) => {
      let user = id ? await updateUser(id, input) : await createUser(input);
      if (avatar) user = { ...user, ...(await uploadUserAvatar(user.id, avatar)) };
      else if (avatar === null && user.avatarUrl) {
        await removeUserAvatar(user.id);
        user = { ...user, avatarUrl: null };
      }
      return user;
    },
    onSuccess: (user, { id }) => {
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { name: user.name }));
      return queryClient.invalidateQueries({ queryKey: userQueries.lists() });
    },
  });
}

/** The quick-edit dialog's save: a partial update, not optimistic (the dialog shows its errors). */
export function useQuickEditUser() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<UserInput> }) => updateUser(id, input),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
      toast.success(t('toast.updated', { name: user.name }));
      return queryClient.invalidateQueries({ queryKey: userQueries.lists() });
    },
  });
}
