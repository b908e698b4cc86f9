// Fetchers and the query factory of tours (src/lib/api/resource-queries.ts: ['tour', 'list', query],
// ['tour', 'detail', id]), plus the filters' destinations and guides and a tour's bookers
// (['tour', 'detail', id, 'bookings']): docs/api/crud-groups.md#tour.
import { queryOptions } from '@tanstack/react-query';
import { resourceQueries } from '@/lib/api/resource-queries';
import { http } from '@/lib/http/client';
import type { BookingsResponse, TourBooking } from '@/lib/api-contract/overview-pages';
import {
  tourPaths,
  type Tour,
  type TourBookingInput,
  type TourFacetsResponse,
  type TourInput,
  type TourListQuery,
  type TourListResponse,
} from '@/lib/api-contract/tour';

const tours = resourceQueries<{ record: Tour; input: TourInput; query: TourListQuery; list: TourListResponse }>({
  group: 'tour',
  paths: tourPaths,
});

export const { list: fetchTours, create: createTour, update: updateTour, remove: deleteTour } = tours.fetchers;

export const addTourBooking = async (tourId: string, input: TourBookingInput) =>
  (await http.post<{ booking: TourBooking }>(tourPaths.bookings(tourId), input)).booking;

export const decideTourBooking = async (tourId: string, bookingId: string, status: 'approved' | 'rejected') =>
  (await http.patch<{ booking: TourBooking }>(tourPaths.booking(tourId, bookingId), { status })).booking;

export const tourQueries = {
  ...tours.queries,
  facets: () =>
    queryOptions({
      queryKey: [...tours.queries.all(), 'facets'] as const,
      queryFn: ({ signal }) => http.get<TourFacetsResponse>(tourPaths.facets, { signal }),
      staleTime: 60_000,
    }),
  bookings: (tourId: string) =>
    queryOptions({
      queryKey: [...tours.queries.detail(tourId).queryKey, 'bookings'] as const,
      queryFn: async ({ signal }) =>
        (
          await http.get<BookingsResponse>(tourPaths.bookings(tourId), {
            signal,
            expect: (body) => Array.isArray((body as Partial<BookingsResponse> | null)?.bookings),
          })
        ).bookings,
    }),
};
