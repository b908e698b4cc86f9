// Seed bookings of the study tours: the approved ones add up to each tour's `booked` seats; tours
// still to come also have a booking waiting for approval, and some a cancelled one.
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import { companyName, SEED_NOW, seededFaker } from './faker';
import { seedTours } from './tour';

const DAY = 86_400_000;

export function seedTourBookings(): TourBooking[] {
  const faker = seededFaker(8101);
  const list: TourBooking[] = [];
  const now = SEED_NOW.getTime();
  for (const [t, tour] of seedTours().entries()) {
    const start = Date.parse(`${tour.startDate}T09:00:00Z`);
    let from = Math.max(Date.parse(tour.createdAt), now - 330 * DAY);
    let to = Math.min(start - DAY, now);
    if (from >= to) [from, to] = [now - 30 * DAY, now];
    const make = (seats: number, status: TourBooking['status']) => {
      const created = new Date(faker.number.int({ min: from, max: to })).toISOString();
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      list.push({
        id: `${tour.id}-b${list.filter((b) => b.tourId === tour.id).length + 1}`,
        tourId: tour.id,
        tourName: tour.name,
        customer: `${first} ${last}`,
        company: companyName(faker),
        seats,
        status,
        createdAt: created,
        updatedAt: created,
      });
    };
    let left = tour.booked;
    while (left > 0) {
      const seats = Math.min(left, faker.number.int({ min: 1, max: 4 }));
      make(seats, 'approved');
      left -= seats;
    }
    if (start > now && tour.status === 'published') {
      if (tour.booked < tour.capacity)
        make(
          Math.min(tour.capacity - tour.booked, faker.number.int({ min: 1, max: 3 })),
          'pending',
        );
      if (t % 3 === 0) make(faker.number.int({ min: 1, max: 2 }), 'cancelled');
    }
  }
  return list;
}
