// Calendar (docs/product-rules.md#api-calls: /api/calendar): events in a range, create, edit, delete.
import { HttpResponse, http } from 'msw';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import { calendarEndBeforeStart, newCalendarEvent, calendarEventSchema as eventSchema } from '@/lib/api-contract/calendar-input';
import { requireAccount } from '../accounts';
import { defineCollection } from '../db';
import { API, fieldErrors, latency, notFound } from '../respond';
import { seedCalendar } from '@/lib/seed/calendar';
import { validate, validateBody } from '../validate';

const events = defineCollection<CalendarEvent>('calendar', seedCalendar);

function endBeforeStart(e: Pick<CalendarEvent, 'start' | 'end'>) {
  const clash = calendarEndBeforeStart(e);
  return clash ? fieldErrors(clash) : null;
}

export const handlers = [
  http.get(`${API}/calendar`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const params = new URL(request.url).searchParams;
    const from = Date.parse(params.get('start') ?? '');
    const to = Date.parse(params.get('end') ?? '');
    // Events stored before guests existed have none.
    const list = (await events.all())
      .map((e) => ({ ...e, guests: e.guests ?? [] }))
      .filter((e) => (Number.isNaN(to) || Date.parse(e.start) <= to) && (Number.isNaN(from) || Date.parse(e.end) >= from))
      .sort((a, b) => a.start.localeCompare(b.start));
    return HttpResponse.json({ events: list });
  }),
  http.post(`${API}/calendar`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const parsed = await validateBody(request, eventSchema);
    if (!parsed.ok) return parsed.response;
    const event = newCalendarEvent(parsed.data, crypto.randomUUID(), new Date().toISOString());
    const clash = endBeforeStart(event);
    if (clash) return clash;
    await events.put(event);
    return HttpResponse.json({ event }, { status: 201 });
  }),
  http.patch(`${API}/calendar/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await events.get(String(params.id));
    if (!existing) return notFound();
    const parsed = validate(eventSchema.partial(), await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const input = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    const event: CalendarEvent = { ...existing, ...input, updatedAt: new Date().toISOString() };
    event.start = new Date(event.start).toISOString();
    event.end = new Date(event.end).toISOString();
    const clash = endBeforeStart(event);
    if (clash) return clash;
    await events.put(event);
    return HttpResponse.json({ event });
  }),
  http.delete(`${API}/calendar/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    return (await events.delete(String(params.id))) ? new HttpResponse(null, { status: 204 }) : notFound();
  }),
];
