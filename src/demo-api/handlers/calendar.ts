// Calendar (docs/product-rules.md#api-calls: /api/calendar): events in a range, create, edit, delete.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import { eventColors } from '@/lib/api-contract/calendar';
import { requireAccount } from '../accounts';
import { defineCollection } from '../db';
import { API, fieldErrors, latency, notFound } from '../respond';
import { seedCalendar } from '../seed/calendar';
import { validate, validateBody } from '../validate';

const events = defineCollection<CalendarEvent>('calendar', seedCalendar);

const dateTime = (message: string) => z.string().refine((v) => !Number.isNaN(Date.parse(v)), message);
const eventSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(120, 'Use at most 120 characters.'),
  description: z.string().max(2000, 'Use at most 2000 characters.'),
  color: z.enum(eventColors, 'Choose a colour.'),
  allDay: z.boolean(),
  start: dateTime('Choose the start.'),
  end: dateTime('Choose the end.'),
  guests: z.array(z.email('Enter valid email addresses.')).max(50, 'At most 50 guests.').optional(),
});

function endBeforeStart(e: Pick<CalendarEvent, 'start' | 'end'>) {
  return Date.parse(e.end) < Date.parse(e.start) ? fieldErrors({ end: 'The end cannot be before the start.' }) : null;
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
    const now = new Date().toISOString();
    const event: CalendarEvent = {
      ...parsed.data,
      guests: parsed.data.guests ?? [],
      start: new Date(parsed.data.start).toISOString(),
      end: new Date(parsed.data.end).toISOString(),
      id: crypto.randomUUID(),
      createdAt: now,
      updatedAt: now,
    };
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
