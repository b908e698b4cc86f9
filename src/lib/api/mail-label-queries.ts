// The mail labels and their counts (['mail'] → ['mail', 'labels']). In src/lib because two parts of
// the dashboard show these counts, the mail screen's label list and the navigation's Mail badge, and
// a feature never imports another: both read this one query, so reading a message updates both.
import { queryOptions } from '@tanstack/react-query';
import { mailPaths, type MailLabel, type MailLabelsResponse } from '@/lib/api-contract/mail';
import { http } from '@/lib/http/client';
import { staleTimes } from './stale-times';

export const fetchMailLabels = (signal?: AbortSignal) =>
  http.get<MailLabelsResponse>(mailPaths.labels, { signal }).then((r) => r.labels);

export const mailLabelQueries = {
  all: () => ['mail'] as const,
  labels: () =>
    queryOptions({
      queryKey: [...mailLabelQueries.all(), 'labels'] as const,
      queryFn: ({ signal }) => fetchMailLabels(signal),
      // The navigation's badge shows it on every screen: short, so a new message shows soon.
      staleTime: staleTimes.badges,
    }),
};

/** Unread messages in the inbox: the Mail badge's number and the inbox label's count. */
export const inboxUnread = (labels: readonly MailLabel[]) =>
  labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0;
