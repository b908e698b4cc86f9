// The rules of a calendar event (POST /api/calendar, PATCH /api/calendar/:id with any subset),
// docs/api/apps.md#calendar: one copy for the demo API (src/demo-api/handlers/calendar.ts) and the
// API server (server/routes/calendar.ts), so both answer the same field errors.
import { z } from 'zod';
import { eventColors, type CalendarEvent } from './calendar';

const dateTime = (message: string) => z.string().refine((v) => !Number.isNaN(Date.parse(v)), message);

export const calendarEventSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(120, 'Use at most 120 characters.'),
  description: z.string().max(2000, 'Use at most 2000 characters.'),
  color: z.enum(eventColors, 'Choose a colour.'),
  allDay: z.boolean(),
  start: dateTime('Choose the start.'),
  end: dateTime('Choose the end.'),
  guests: z.array(z.email('Enter valid email addresses.')).max(50, 'At most 50 guests.').optional(),
});

/** The field errors of an event that ends before it starts, or null. */
export function calendarEndBeforeStart(e: { start: string; end: string }): Record<string, string> | null {
  return Date.parse(e.end) < Date.parse(e.start) ? { end: 'The end cannot be before the start.' } : null;
}

/** A new event as both backends store it: its times in UTC, no guests as an empty list. */
export function newCalendarEvent(input: z.infer<typeof calendarEventSchema>, id: string, now: string): CalendarEvent {
  return {
    ...input,
    guests: input.guests ?? [],
    start: new Date(input.start).toISOString(),
    end: new Date(input.end).toISOString(),
    id,
    createdAt: now,
    updatedAt: now,
  };
}
