// A tour's bookers: GET /api/tour/:id/bookings, POST one taken by phone or email (waiting), and
// PATCH /api/tour/:id/bookings/:bookingId to approve or reject it, on the same `tour-bookings`
// records and rules as the booking overview (../tour-booking-store.ts, docs/api/crud-groups.md#tour).
import { HttpResponse, http } from 'msw';
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import { requireAccount } from '../accounts';
import { API, latency, notFound } from '../respond';
import { decideBooking, tourBookings } from '../tour-booking-store';
import { validateBody } from '../validate';
import { tours } from './tour';

// Waiting bookings first (they are the ones to act on), then the newest.
const byAction = (a: TourBooking, b: TourBooking) =>
  Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt.localeCompare(a.createdAt);

const missingTour = (id: string) => notFound(`No tour with id “${id}”.`);
// The payloads' schemas (zod) load with the first write (src/lib/api-contract/tour-input.ts).
const inputs = () => import('@/lib/api-contract/tour-input');

export const handlers = [
  http.get(`${API}/tour/:id/bookings`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const id = String(params.id);
    if (!(await tours.get(id))) return missingTour(id);
    const bookings = (await tourBookings.all()).filter((b) => b.tourId === id).sort(byAction);
    return HttpResponse.json({ bookings });
  }),
  http.post(`${API}/tour/:id/bookings`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const tour = await tours.get(String(params.id));
    if (!tour) return missingTour(String(params.id));
    const parsed = await validateBody(request, (await inputs()).tourBookingSchema);
    if (!parsed.ok) return parsed.response;
    const now = new Date().toISOString();
    const booking = await tourBookings.put({
      ...parsed.data,
      id: crypto.randomUUID(),
      tourId: tour.id,
      tourName: tour.name,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    return HttpResponse.json({ booking }, { status: 201 });
  }),
  http.patch(`${API}/tour/:id/bookings/:bookingId`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await tourBookings.get(String(params.bookingId));
    if (!existing || existing.tourId !== String(params.id)) return notFound('No such booking on this tour.');
    const parsed = await validateBody(request, (await inputs()).bookingDecisionSchema);
    if (!parsed.ok) return parsed.response;
    const decided = await decideBooking(existing, parsed.data.status);
    return 'response' in decided ? decided.response : HttpResponse.json({ booking: decided.booking });
  }),
];
