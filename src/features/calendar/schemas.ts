// The event form: messages are keys of calendar.json, an empty required field's the shared one
// (src/lib/form/field-rules.ts). Start and end are what the inputs hold
// (dates for an all-day event, local date-times otherwise); `toEventInput` makes the API's ISO.
import { z } from 'zod';
import {
  eventColors,
  type CalendarEvent,
  type CalendarEventInput,
} from '@/lib/api-contract/calendar';
import { requiredText } from '@/lib/form/field-rules';

const emails = (value: string) =>
  value
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

export const eventFormSchema = z
  .object({
    title: requiredText().max(120, 'validation.titleMax'),
    description: z.string().max(2000, 'validation.descriptionMax'),
    allDay: z.boolean(),
    start: requiredText(),
    end: requiredText(),
    color: z.enum(eventColors),
    guests: z
      .string()
      .refine((v) => emails(v).every((e) => z.email().safeParse(e).success), 'validation.guests'),
  })
  .refine(
    (v) => !v.start || !v.end || toIso(v.end, v.allDay, true) >= toIso(v.start, v.allDay, false),
    {
      path: ['end'],
      message: 'validation.endBeforeStart',
    },
  );

export type EventFormValues = z.infer<typeof eventFormSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the local `YYYY-MM-DD` a date field holds. */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A Date as the local `YYYY-MM-DDTHH:mm` the day-and-time field holds (DateTimeField). */
export const localDateTime = (d: Date) =>
  `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * An input's value as the API's ISO: an all-day event runs from its first day's start to its last
 * day's end (stored in UTC, so the day is the same everywhere).
 */
export function toIso(value: string, allDay: boolean, isEnd: boolean) {
  if (allDay) return `${value.slice(0, 10)}T${isEnd ? '23:59:59.999' : '00:00:00.000'}Z`;
  return new Date(value).toISOString();
}

export function toEventInput(v: EventFormValues): CalendarEventInput {
  return {
    title: v.title.trim(),
    description: v.description,
    allDay: v.allDay,
    color: v.color,
    start: toIso(v.start, v.allDay, false),
    end: toIso(v.end, v.allDay, true),
    guests: emails(v.guests),
  };
}

export function toFormValues(
  event: Pick<
    CalendarEvent,
    'title' | 'description' | 'allDay' | 'start' | 'end' | 'color' | 'guests'
  >,
): EventFormValues {
  const start = new Date(event.start);
  const end = new Date(event.end);
  return {
    title: event.title,
    description: event.description,
    allDay: event.allDay,
    color: event.color,
    start: event.allDay ? event.start.slice(0, 10) : localDateTime(start),
    end: event.allDay ? event.end.slice(0, 10) : localDateTime(end),
    guests: event.guests.join(', '),
  };
}
