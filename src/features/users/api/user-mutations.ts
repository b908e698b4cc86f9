// Mutations of user records. Status change and delete are optimistic (the list changes at once
// and is put back if the server refuses); every mutation says what happened in a toast and
// refreshes the lists from the server afterwards. The changes made from a list row (status, quick
// edit, delete) may wait for the connection (docs/product-rules.md#offline, user-offline-changes.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeCachedLists, withoutRows, withRowStatus } from '@/lib/api/cached-lists';
import type { User, UserInput, UserListResponse, UserStatus } from '@/lib/api-contract/user';
import { toast } from '@/lib/toast/toast';
import { useOfflineMutation } from '@/lib/offline/use-offline-mutation';
import { describeDelete, describeQuickEdit, describeStatusChange, USER_CHANGES, type QuickEditInput } from './user-offline-changes';
import {
  createUser,
  deleteUsers,
  removeUserAvatar,
  updateUser,
  uploadUserAvatar,
  userQueries,
} from './users';
import { errorText } from '@/lib/http/error-text';

/** The status change of a row: optimistic, and kept until sent when made offline (docs/product-rules.md#offline). */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useOfflineMutation<User, { user: User; status: UserStatus }, { undo: () => void }>({
    group: USER_CHANGES,
    describe: describeStatusChange,
    onMutate: async ({ user, status }) => ({
      undo: await changeCachedLists<UserListResponse>(queryClient, userQueries.lists(), (list) => withRowStatus(list, user.id, status)),
    }),
    onError: (error, { user }, context) => {
      context?.undo();
      toast.error(t('toast.statusFailed', { name: user.name }), errorText(error));
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

/** Deletes a row: optimistic, and kept until sent when made offline. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useOfflineMutation<unknown, User, { undo: () => void }>({
    group: USER_CHANGES,
    describe: describeDelete,
    onMutate: async (user) => ({
      undo: await changeCachedLists<UserListResponse>(queryClient, userQueries.lists(), (list) => withoutRows(list, new Set([user.id]))),
    }),
    onError: (error, user, context) => {
      context?.undo();
      toast.error(t('toast.deleteFailed', { name: user.name }), errorText(error));
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
      toast.error(t('toast.bulkDeleteFailed', { count: ids.length }), errorText(error));
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
      expectedUpdatedAt,
    }: {
      id?: string;
      input: UserInput;
      avatar?: File | null;
      /** The version the form opened: a user changed since answers 409 (docs/api/crud-groups.md#edit-conflicts). */
      expectedUpdatedAt?: string;
    }) => {
      const user = id ? await updateUser(id, { ...input, expectedUpdatedAt }) : await createUser(input);
      if (avatar) await uploadUserAvatar(user.id, avatar);
      else if (avatar === null && user.avatarUrl) await removeUserAvatar(user.id);
      else return user;
      // A photo change is a change of the record (its `updatedAt` moves on): the record is read
      // again, so the next edit sends the version the server holds, not one it answers 409 to
      // (docs/api/crud-groups.md#edit-conflicts).
      return queryClient.fetchQuery({ ...userQueries.detail(user.id), staleTime: 0 });
    },
    onSuccess: (user, { id }) => {
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { name: user.name }));
      return queryClient.invalidateQueries({ queryKey: userQueries.lists() });
    },
  });
}

/**
 * The quick-edit dialog's save: a partial update, not optimistic (the dialog shows its errors).
 * Offline it is kept until sent, and the row shows the edit as not saved yet.
 */
export function useQuickEditUser() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useOfflineMutation<User, QuickEditInput>({
    group: USER_CHANGES,
    describe: describeQuickEdit,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
      toast.success(t('toast.updated', { name: user.name }));
      return queryClient.invalidateQueries({ queryKey: userQueries.lists() });
    },
  });
}
