// The five overview pages' widgets: GET /api/overview/<page>/<widget>?range=7d|30d|90d|12m[&q=],
// and approving or rejecting a tour booking (docs/api/overview.md).
import { HttpResponse, http } from 'msw';
import { overviewRanges } from '@/lib/api-contract/overview';
import { bookingDecisionSchema } from '@/lib/api-contract/tour-input';
import { requireAccount } from '../accounts';
import { analytics } from '../overview/analytics';
import { banking } from '../overview/banking';
import { booking, tourBookings } from '../overview/booking';
import { widgetContext, type Widget } from '../overview/context';
import { ecommerce } from '../overview/ecommerce';
import { file } from '../overview/file';
import { API, fieldErrors, latency, notFound } from '../respond';
import { decideBooking } from '../tour-booking-store';
import { validate } from '../validate';

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
    const whole = (name: string, fallback: number, max: number) => {
      const n = Number(url.searchParams.get(name));
      return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
    };
    return HttpResponse.json(
      await widget(
        widgetContext(
          range as (typeof overviewRanges)[number],
          Date.now(),
          q,
          whole('page', 1, 10_000),
          whole('pageSize', 12, 100),
        ),
      ),
    );
  }),
  http.patch(`${API}/overview/booking/bookings/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await tourBookings.get(String(params.id));
    if (!existing) return notFound();
    const parsed = validate(bookingDecisionSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    // The one rule for deciding a booking, shared with /api/tour/:id/bookings.
    const decided = await decideBooking(existing, parsed.data.status);
    return 'response' in decided ? decided.response : HttpResponse.json({ booking: decided.booking });
  }),
];
