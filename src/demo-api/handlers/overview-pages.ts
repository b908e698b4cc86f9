// The five overview pages' widgets: GET /api/overview/<page>/<widget>?range=7d|30d|90d|12m[&q=],
// and approving or rejecting a tour booking (docs/api/overview.md).
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { overviewRanges } from '@/lib/api-contract/overview';
import { requireAccount } from '../accounts';
import { analytics } from '../overview/analytics';
import { banking } from '../overview/banking';
import { booking, tourBookings } from '../overview/booking';
import { widgetContext, type Widget } from '../overview/context';
import { ecommerce } from '../overview/ecommerce';
import { file } from '../overview/file';
import { API, conflict, fieldErrors, latency, notFound } from '../respond';
import { validate } from '../validate';
import { tours } from './tour';

const pages: Record<string, Record<string, Widget>> = {
  ecommerce,
  analytics,
  banking,
  booking,
  file,
};

export const handlers = [
  http.get(`${API}/overview/:page/:widget`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const widget = pages[String(params.page)]?.[String(params.widget)];
    if (!widget || !Object.hasOwn(pages[String(params.page)]!, String(params.widget)))
      return notFound();
    const url = new URL(request.url);
    const range = url.searchParams.get('range') ?? '30d';
    if (!(overviewRanges as readonly string[]).includes(range))
      return fieldErrors({ range: 'Choose 7d, 30d, 90d or 12m.' });
    const q = (url.searchParams.get('q') ?? '').slice(0, 100);
    return HttpResponse.json(
      await widget(widgetContext(range as (typeof overviewRanges)[number], Date.now(), q)),
    );
  }),
  http.patch(`${API}/overview/booking/bookings/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await tourBookings.get(String(params.id));
    if (!existing) return notFound();
    const parsed = validate(
      z.object({ status: z.enum(['approved', 'rejected'], 'Choose approve or reject.') }),
      await request.json().catch(() => ({})),
    );
    if (!parsed.ok) return parsed.response;
    if (existing.status !== 'pending') return conflict('This booking has already been handled.');
    if (parsed.data.status === 'approved') {
      const tour = await tours.get(existing.tourId);
      if (!tour) return notFound('The tour of this booking no longer exists.');
      if (tour.booked + existing.seats > tour.capacity)
        return conflict(`Only ${tour.capacity - tour.booked} seats are left on this tour.`);
      await tours.put({
        ...tour,
        booked: tour.booked + existing.seats,
        updatedAt: new Date().toISOString(),
      });
    }
    const updated = await tourBookings.put({
      ...existing,
      status: parsed.data.status,
      updatedAt: new Date().toISOString(),
    });
    return HttpResponse.json({ booking: updated });
  }),
];
