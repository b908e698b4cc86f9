// The one model of tour bookings: the `tour-bookings` collection, read by the booking overview
// (/api/overview/booking/*) and by a tour's bookers (/api/tour/:id/bookings). Approving or
// rejecting follows one rule wherever it is asked for (docs/api/overview.md, docs/api/crud-groups.md#tour):
// only a waiting booking can be decided, and approving adds its seats to the tour's `booked` unless
// the tour has too few seats left.
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import { defineCollection } from './db';
import { tours } from './handlers/tour';
import { conflict, notFound } from './respond';
import { seedTourBookings } from '@/lib/seed/tour-booking';

export const tourBookings = defineCollection<TourBooking>('tour-bookings', seedTourBookings);

/** Approves or rejects a waiting booking; the updated booking, or the error response to send. */
export async function decideBooking(
  existing: TourBooking,
  status: 'approved' | 'rejected',
): Promise<{ booking: TourBooking } | { response: Response }> {
  if (existing.status !== 'pending') return { response: conflict('This booking has already been handled.') };
  if (status === 'approved') {
    const tour = await tours.get(existing.tourId);
    if (!tour) return { response: notFound('The tour of this booking no longer exists.') };
    const left = tour.capacity - tour.booked;
    if (existing.seats > left) {
      return {
        response: conflict(
          left === 0
            ? `This tour is full: all ${tour.capacity} seats are taken.`
            : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this tour; this booking asks for ${existing.seats}.`,
        ),
      };
    }
    await tours.put({ ...tour, booked: tour.booked + existing.seats, updatedAt: new Date().toISOString() });
  }
  const booking = await tourBookings.put({ ...existing, status, updatedAt: new Date().toISOString() });
  return { booking };
}
