// The overview pages' widgets: one query per widget (so one failing endpoint leaves the others
// working), keyed by page, widget, range and search text; and the booking decision.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { OverviewPageId, TourBooking } from '@/lib/api-contract/overview-pages';
import { overviewPagePaths } from '@/lib/api-contract/overview-pages';
import { http } from '@/lib/http/client';

export const overviewPageQueries = {
  all: () => ['overview-page'] as const,
  page: (page: OverviewPageId) => [...overviewPageQueries.all(), page] as const,
  widget: <T>(page: OverviewPageId, widget: string, range: OverviewRange, q = '') =>
    queryOptions({
      queryKey: [...overviewPageQueries.page(page), widget, { range, q }] as const,
      queryFn: ({ signal }) =>
        http.get<T>(overviewPagePaths.widget(page, widget), {
          query: q ? { range, q } : { range },
          signal,
        }),
    }),
};

/** Approves or rejects a waiting tour booking; every booking widget is read again. */
export function useDecideBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      http.patch<{ booking: TourBooking }>(overviewPagePaths.booking(id), { status }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: overviewPageQueries.page('booking') }),
  });
}
