// Mutations of tours and their bookings. Each updates what it changed in the cache and refreshes
// the lists. Deciding a booking waits for the server, which holds the capacity rule: a refusal
// ("only 1 seat is left") is shown as the server wrote it (docs/api/crud-groups.md#tour).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import type { Tour, TourBookingInput, TourInput } from '@/lib/api-contract/tour';
import { toast } from '@/lib/toast/toast';
import { addTourBooking, createTour, decideTourBooking, deleteTour, tourQueries, updateTour } from './tours';
import { errorText } from '@/lib/http/error-text';

export function useSaveTour() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('tours');
  return useMutation({
    // A tour changed since the form opened answers 409 (docs/api/crud-groups.md#edit-conflicts).
    mutationFn: ({ id, input, expectedUpdatedAt }: { id?: string; input: TourInput; expectedUpdatedAt?: string }) =>
      id ? updateTour(id, { ...input, expectedUpdatedAt }) : createTour(input),
    onSuccess: (tour, { id }) => {
      queryClient.setQueryData(tourQueries.detail(tour.id).queryKey, tour);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { name: tour.name }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tourQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: tourQueries.facets().queryKey }),
      ]);
    },
  });
}

export function useDeleteTour() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('tours');
  return useMutation({
    mutationFn: (tour: Tour) => deleteTour(tour.id),
    onSuccess: (_, tour) => {
      queryClient.removeQueries({ queryKey: tourQueries.detail(tour.id).queryKey });
      toast.success(t('toast.deleted', { name: tour.name }));
    },
    onError: (error, tour) => toast.error(t('toast.deleteFailed', { name: tour.name }), errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourQueries.lists() }),
  });
}

/** Refreshes the tour (its `booked` seats), its bookings and the lists after a booking changed. */
function refreshTour(queryClient: ReturnType<typeof useQueryClient>, tourId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tourQueries.detail(tourId).queryKey }),
    queryClient.invalidateQueries({ queryKey: tourQueries.lists() }),
  ]);
}

export function useDecideBooking(tourId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('tours');
  return useMutation({
    mutationFn: ({ booking, status }: { booking: TourBooking; status: 'approved' | 'rejected' }) =>
      decideTourBooking(tourId, booking.id, status),
    onSuccess: (saved) => {
      queryClient.setQueryData(tourQueries.bookings(tourId).queryKey, (list) => list?.map((b) => (b.id === saved.id ? saved : b)));
      toast.success(t(saved.status === 'approved' ? 'toast.approved' : 'toast.rejected', { name: saved.customer }));
    },
    onError: (error, { booking }) => toast.error(t('toast.decideFailed', { name: booking.customer }), errorText(error)),
    onSettled: () => refreshTour(queryClient, tourId),
  });
}

export function useAddBooking(tourId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('tours');
  return useMutation({
    mutationFn: (input: TourBookingInput) => addTourBooking(tourId, input),
    onSuccess: (booking) => {
      toast.success(t('toast.bookingAdded', { name: booking.customer }));
      return refreshTour(queryClient, tourId);
    },
  });
}
