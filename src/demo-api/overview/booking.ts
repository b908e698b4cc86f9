// Booking overview: the study tours and their bookings (seats sold, check-ins on tours that have
// started, cancellations and rejections), and approving or rejecting a waiting booking.
import type {
  BookingsResponse,
  FiguresResponse,
  SeriesResponse,
  TourBooking,
  TourCapacityResponse,
} from '@/lib/api-contract/overview-pages';
import { tours } from '../handlers/tour';
import { tourBookings } from '../tour-booking-store';
import { at, figure, type Widget } from './context';
import { sumByBucket } from './range';

export { tourBookings };

const dated = (list: TourBooking[], value: (b: TourBooking) => number) =>
  list.map((b) => ({ at: at(b.createdAt), value: value(b) }));
const startOf = (date: string) => Date.parse(`${date}T09:00:00Z`);

export const booking: Record<string, Widget> = {
  async figures({ range, now, window: w }): Promise<FiguresResponse> {
    const list = await tourBookings.all();
    const starts = new Map((await tours.all()).map((t) => [t.id, startOf(t.startDate)]));
    const approved = list.filter((b) => b.status === 'approved');
    // A seat is checked in when its tour starts.
    const checkIns = approved.flatMap((b) => {
      const start = starts.get(b.tourId);
      return start !== undefined && start <= now ? [{ at: start, value: b.seats }] : [];
    });
    return {
      range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        figure(
          'bookings',
          'count',
          dated(list, () => 1),
          w,
        ),
        figure(
          'seats',
          'count',
          dated(approved, (b) => b.seats),
          w,
        ),
        figure('checkIns', 'count', checkIns, w),
        {
          ...figure(
            'cancellations',
            'count',
            dated(
              list.filter((b) => b.status === 'cancelled' || b.status === 'rejected'),
              () => 1,
            ),
            w,
          ),
          lowerIsBetter: true,
        },
      ],
    };
  },
  async trend({ window: w }): Promise<SeriesResponse> {
    const list = await tourBookings.all();
    const seats = (status: TourBooking['status']) =>
      sumByBucket(
        w.buckets,
        dated(
          list.filter((b) => b.status === status),
          (b) => b.seats,
        ),
      );
    return {
      unit: w.unit,
      keys: w.buckets.map((b) => b.key),
      valueUnit: 'count',
      series: {
        approved: seats('approved'),
        pending: seats('pending'),
        cancelled: seats('cancelled'),
      },
    };
  },
  async tours({ now }): Promise<TourCapacityResponse> {
    const today = new Date(now).toISOString().slice(0, 10);
    // Upcoming: published and not yet begun (docs/product-rules.md#one-story); a tour under way or
    // over is not offered as upcoming.
    const upcoming = (await tours.all())
      .filter((t) => t.status === 'published' && t.startDate >= today)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .slice(0, 8);
    return {
      tours: upcoming.map((t) => ({
        id: t.id,
        name: t.name,
        city: t.city,
        startDate: t.startDate,
        booked: t.booked,
        capacity: t.capacity,
      })),
    };
  },
  async bookings({ window: w }): Promise<BookingsResponse> {
    const list = (await tourBookings.all())
      .filter((b) => at(b.createdAt) >= w.from && at(b.createdAt) < w.to)
      // Waiting bookings first: they are the ones to act on.
      .sort(
        (a, b) =>
          Number(b.status === 'pending') - Number(a.status === 'pending') ||
          b.createdAt.localeCompare(a.createdAt),
      );
    return { bookings: list.slice(0, 8) };
  },
};
