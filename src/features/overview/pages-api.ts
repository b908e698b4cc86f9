// The overview pages' widgets: one query per widget (so one failing endpoint leaves the others
// working), keyed by page, widget, range and search text; and the booking decision.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type {
  BookingsResponse,
  OverviewPageId,
  TourBooking,
  TransactionsResponse,
} from '@/lib/api-contract/overview-pages';
import { overviewPagePaths } from '@/lib/api-contract/overview-pages';
import { staleTimes } from '@/lib/api/stale-times';
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
      staleTime: staleTimes.overview,
    }),
  /** The banking transactions, one page at a time (the previous page stays while the next loads). */
  transactions: (range: OverviewRange, q: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...overviewPageQueries.page('banking'), 'transactions', { range, q, page, pageSize }] as const,
      queryFn: ({ signal }) =>
        http.get<TransactionsResponse>(overviewPagePaths.widget('banking', 'transactions'), {
          query: { range, page, pageSize, ...(q ? { q } : {}) },
          signal,
        }),
      staleTime: staleTimes.overview,
    }),
};

const isBookingsList = (key: readonly unknown[]) => key[2] === 'bookings';

/**
 * Approves or rejects a waiting tour booking. The decided row keeps its place in "Latest bookings"
 * with its new status (the list is not re-sorted under the user's pointer, where waiting rows come
 * first and the row would jump or leave); every other booking widget is read again.
 */
export function useDecideBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      http.patch<{ booking: TourBooking }>(overviewPagePaths.booking(id), { status }),
    onSuccess: ({ booking }) => {
      queryClient.setQueriesData<BookingsResponse>(
        {
          queryKey: overviewPageQueries.page('booking'),
          predicate: (q) => isBookingsList(q.queryKey),
        },
        (data) =>
          data && { bookings: data.bookings.map((b) => (b.id === booking.id ? booking : b)) },
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: overviewPageQueries.page('booking'),
        predicate: (q) => !isBookingsList(q.queryKey),
      }),
  });
}
