// Changes to messages. Flags (read, star, important) change on screen at once and are put back if
// the server refuses; moves and deletes take the messages out of the lists at once. Every change
// then refreshes the lists and the label counts from the server.
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Mail, MailFolder, MailListResponse, MailSendInput, MailUpdateInput } from '@/lib/api-contract/mail';
import { toast } from '@/lib/toast/toast';
import { mailQueries, sendMail, trashMail, updateMail } from './mail';
import { errorText } from '@/lib/http/error-text';

type Pages = InfiniteData<MailListResponse, number>;

/** Applies `change` to every cached list and message; returns the function that undoes it. */
async function changeCache(queryClient: QueryClient, ids: ReadonlySet<string>, change: (mail: Mail) => Mail | null) {
  await queryClient.cancelQueries({ queryKey: mailQueries.all() });
  const lists = queryClient.getQueriesData<Pages>({ queryKey: mailQueries.lists() });
  const details = [...ids].map((id) => [id, queryClient.getQueryData(mailQueries.detail(id).queryKey)] as const);
  queryClient.setQueriesData<Pages>({ queryKey: mailQueries.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => {
            const items = page.items.flatMap((m) => (ids.has(m.id) ? (change(m) ?? []) : [m]));
            return { ...page, items, total: page.total - (page.items.length - items.length) };
          }),
        }
      : data,
  );
  for (const [id, mail] of details) {
    const changed = mail && change(mail);
    if (changed) queryClient.setQueryData(mailQueries.detail(id).queryKey, changed);
  }
  return () => {
    lists.forEach(([key, data]) => queryClient.setQueryData(key, data));
    details.forEach(([id, mail]) => queryClient.setQueryData(mailQueries.detail(id).queryKey, mail));
  };
}

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: mailQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: mailQueries.labels().queryKey }),
  ]);

export interface MailChange {
  mails: Mail[];
  patch: MailUpdateInput;
  /** What the toast says once it is done; no toast for a silent change (opening marks as read). */
  done?: string;
}

export function useUpdateMails() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mail');
  return useMutation({
    mutationFn: ({ mails, patch }: MailChange) => Promise.all(mails.map((m) => updateMail(m.id, patch))),
    onMutate: async ({ mails, patch }) => {
      // A move takes the messages out of the list they were in; a flag changes them in place.
      const moves = patch.folder !== undefined || patch.labelIds !== undefined;
      return {
        undo: await changeCache(queryClient, new Set(mails.map((m) => m.id)), (m) => (moves ? null : { ...m, ...patch })),
      };
    },
    onError: (error, _change, context) => {
      context?.undo();
      toast.error(t('toast.failed'), errorText(error));
    },
    onSuccess: (saved, { done }) => {
      saved.forEach((m) => queryClient.setQueryData(mailQueries.detail(m.id).queryKey, m));
      if (done) toast.success(done);
    },
    onSettled: () => refresh(queryClient),
  });
}

/** Deletes: to the trash (with Undo), or for good from the trash. */
export function useDeleteMails() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mail');
  const restore = useUpdateMails();
  return useMutation({
    mutationFn: async (mails: Mail[]) => {
      await Promise.all(mails.map((m) => trashMail(m.id)));
      return mails;
    },
    onMutate: async (mails) => ({ undo: await changeCache(queryClient, new Set(mails.map((m) => m.id)), () => null) }),
    onError: (error, _mails, context) => {
      context?.undo();
      toast.error(t('toast.failed'), errorText(error));
    },
    onSuccess: (mails) => {
      const forGood = mails.every((m) => m.folder === 'trash');
      if (forGood) {
        toast.success(t('toast.deletedForever', { count: mails.length }));
        return;
      }
      toast.show({
        title: t('toast.trashed', { count: mails.length }),
        action: {
          label: t('toast.undo'),
          onClick: () => {
            // Each message goes back to the folder it was deleted from.
            const byFolder = new Map<MailFolder, Mail[]>();
            for (const m of mails) byFolder.set(m.folder, [...(byFolder.get(m.folder) ?? []), m]);
            for (const [folder, group] of byFolder) {
              restore.mutate({ mails: group.map((m) => ({ ...m, folder: 'trash' })), patch: { folder }, done: t('toast.restored', { count: group.length }) });
            }
          },
        },
      });
    },
    onSettled: () => refresh(queryClient),
  });
}

/** Sends a message or saves a draft; answers the stored message. */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailSendInput) => sendMail(input),
    onSuccess: (saved, input) => {
      queryClient.setQueryData(mailQueries.detail(saved.id).queryKey, saved);
      if (input.draftId && !input.draft) queryClient.removeQueries({ queryKey: mailQueries.detail(input.draftId).queryKey });
    },
    onSettled: () => refresh(queryClient),
  });
}
