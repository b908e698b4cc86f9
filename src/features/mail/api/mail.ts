// Fetchers and the query factory of the mail screen (['mail'] → ['mail', 'labels'],
// ['mail', 'list', { labelId, q }], ['mail', 'detail', id], ['mail', 'contacts']). The root and the
// labels come from src/lib/api/mail-label-queries.ts, which the navigation's Mail badge reads too.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ChatContactsResponse } from '@/lib/api-contract/chat';
import { chatPaths } from '@/lib/api-contract/chat';
import {
  mailPaths,
  type Mail,
  type MailAttachmentResponse,
  type MailDetailsResponse,
  type MailLabelId,
  type MailListResponse,
  type MailSendInput,
  type MailUpdateInput,
} from '@/lib/api-contract/mail';
import { mailLabelQueries } from '@/lib/api/mail-label-queries';
import { http } from '@/lib/http/client';

export const MAIL_PAGE_SIZE = 20;

export interface MailListKey {
  labelId: MailLabelId;
  q: string;
}

export const fetchMailPage = ({ labelId, q }: MailListKey, page: number, signal?: AbortSignal) =>
  http.get<MailListResponse>(mailPaths.list, {
    query: { labelId, q: q.trim() || undefined, page, pageSize: MAIL_PAGE_SIZE },
    signal,
  });

export const fetchMail = (id: string, signal?: AbortSignal) =>
  http.get<MailDetailsResponse>(mailPaths.details, { query: { id }, signal }).then((r) => r.mail);

export const updateMail = (id: string, patch: MailUpdateInput) =>
  http.patch<MailDetailsResponse>(mailPaths.item(id), patch).then((r) => r.mail);

export const trashMail = (id: string) => http.delete<void>(mailPaths.item(id));

export const sendMail = (input: MailSendInput) =>
  http.post<MailDetailsResponse>(mailPaths.send, input).then((r) => r.mail);

export const fetchAttachment = (id: string, index: number) =>
  http
    .get<MailAttachmentResponse>(mailPaths.attachment, { query: { id, index } })
    .then((r) => r.attachment);

export const mailQueries = {
  all: mailLabelQueries.all,
  labels: mailLabelQueries.labels,
  lists: () => [...mailQueries.all(), 'list'] as const,
  list: (key: MailListKey) =>
    infiniteQueryOptions({
      queryKey: [...mailQueries.lists(), key] as const,
      queryFn: ({ pageParam, signal }) => fetchMailPage(key, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    }),
  details: () => [...mailQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...mailQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchMail(id, signal),
    }),
  /** People to suggest as recipients: the firm's contacts (the chat's address book). */
  contacts: () =>
    queryOptions({
      queryKey: [...mailQueries.all(), 'contacts'] as const,
      queryFn: ({ signal }) =>
        http.get<ChatContactsResponse>(chatPaths.contacts, { signal }).then((r) => r.contacts),
      staleTime: 5 * 60_000,
    }),
};

export type { Mail };
