// The five overview pages' widgets: GET /api/overview/<page>/<widget>?range=7d|30d|90d|12m[&q=],
// and approving or rejecting a tour booking (docs/api/overview.md).
import { HttpResponse, http } from 'msw';
import { bookingDecisionSchema } from '@/lib/api-contract/tour-input';
import { requireAccount } from '../accounts';
import { analytics } from '../overview/analytics';
import { banking } from '../overview/banking';
import { booking, tourBookings } from '../overview/booking';
import { widgetContext, widgetQuery, type Widget } from '../overview/context';
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
    // Own keys only: `constructor`, `__proto__` or `toString` name no page nor widget.
    const page = Object.hasOwn(pages, String(params.page)) ? pages[String(params.page)] : undefined;
    const widget = page && Object.hasOwn(page, String(params.widget)) ? page[String(params.widget)] : undefined;
    if (!widget) return notFound();
    const query = widgetQuery(new URL(request.url).searchParams);
    if (!query.ok) return fieldErrors(query.fieldErrors);
    return HttpResponse.json(await widget(widgetContext(query.range, Date.now(), query.q, query.page, query.pageSize)));
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
