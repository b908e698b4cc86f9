// Changes to files and folders. Each one says what happened in a toast, puts the changed records
// into their detail queries and refreshes the lists, the folder tree and the storage numbers from
// the server (docs/file-manager.md); deleting offers Undo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FileItem, FileUpdateInput } from '@/lib/api-contract/file';
import { toast } from '@/lib/toast/toast';
import { createFolder, moveFiles, refreshAfterChange, restoreFiles, starFiles, trashFiles, updateFile } from './files';
import { errorText } from '@/lib/http/error-text';

function useRefresh() {
  const queryClient = useQueryClient();
  return (changed?: FileItem[]) => refreshAfterChange(queryClient, changed);
}

export function useCreateFolder() {
  const refresh = useRefresh();
  const { t } = useTranslation('file-manager');
  return useMutation({
    mutationFn: ({ name, parentId }: { name: string; parentId: string | null }) => createFolder(name, parentId),
    onSuccess: ({ file }) => {
      toast.success(t('toast.folderCreated', { name: file.name }));
      return refresh([file]);
    },
  });
}

/** Rename, tags, sharing: one item's fields. Errors are left to the caller (shown by the field). */
export function useUpdateFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FileUpdateInput }) => updateFile(id, input),
    onSuccess: ({ file }) => refresh([file]),
  });
}

export function useMoveFiles() {
  const refresh = useRefresh();
  const { t } = useTranslation('file-manager');
  return useMutation({
    mutationFn: ({ ids, parentId }: { ids: string[]; parentId: string | null }) => moveFiles(ids, parentId),
    onSuccess: ({ items }) => {
      toast.success(t('toast.moved', { count: items.length }));
      return refresh(items);
    },
    onError: (error) => toast.error(t('toast.moveFailed'), errorText(error)),
  });
}

export function useStarFiles() {
  const refresh = useRefresh();
  const { t } = useTranslation('file-manager');
  return useMutation({
    mutationFn: ({ ids, starred }: { ids: string[]; starred: boolean }) => starFiles(ids, starred),
    onSuccess: ({ items }) => refresh(items),
    onError: (error) => toast.error(t('toast.starFailed'), errorText(error)),
  });
}

/** Sends items to the trash; the toast's Undo brings them back where they were. */
export function useTrashFiles() {
  const refresh = useRefresh();
  const { t } = useTranslation('file-manager');
  return useMutation({
    mutationFn: (items: FileItem[]) => trashFiles(items.map((item) => item.id)),
    onSuccess: async (_, items) => {
      const ids = items.map((item) => item.id);
      toast.show({
        title:
          items.length === 1 ? t('toast.trashedOne', { name: items[0]!.name }) : t('toast.trashed', { count: items.length }),
        action: {
          label: t('toast.undo'),
          onClick: () => {
            restoreFiles(ids).then(
              () => {
                toast.success(t('toast.restored', { count: ids.length }));
                return refresh();
              },
              (error: Error) => toast.error(t('toast.restoreFailed'), errorText(error)),
            );
          },
        },
      });
      await refresh();
    },
    onError: (error) => toast.error(t('toast.trashFailed'), errorText(error)),
  });
}
