// Server data the shell shows: notifications (header), plus the account menu's "Reset demo data".
// The nav's unread mail badge reads the mail labels query (src/lib/api/mail-label-queries.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@/lib/api-contract/overview';
import { overviewPaths } from '@/lib/api-contract/overview';
import { staleTimes } from '@/lib/api/stale-times';
import { http } from '@/lib/http/client';

export const shellQueries = {
  all: () => ['shell'] as const,
  notifications: () =>
    queryOptions({
      queryKey: [...shellQueries.all(), 'notifications'] as const,
      queryFn: ({ signal }) => http.get<NotificationsResponse>(overviewPaths.notifications, { signal }),
      staleTime: staleTimes.badges,
    }),
};

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<NotificationsResponse>(overviewPaths.readAll),
    onSuccess: (data) => queryClient.setQueryData(shellQueries.notifications().queryKey, data),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.patch<NotificationsResponse>(overviewPaths.notification(id), { isUnread: false }),
    onSuccess: (data) => queryClient.setQueryData(shellQueries.notifications().queryKey, data),
  });
}

/** "Reset demo data": the server restores its seed; every cached answer is then stale, so all go. */
export function useResetDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<{ ok: true }>('/api/demo/reset'),
    onSuccess: () => queryClient.clear(),
  });
}
