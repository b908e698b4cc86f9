// @vitest-environment node
// The event form's rules and its conversion to what the API stores.
import { describe, expect, it } from 'vitest';
import { REQUIRED } from '@/lib/form/field-rules';
import { eventFormSchema, toEventInput, toFormValues, type EventFormValues } from './schemas';

const values = (patch: Partial<EventFormValues> = {}): EventFormValues => ({
  title: 'Forecast review',
  description: '',
  allDay: false,
  start: '2026-11-20T10:00',
  end: '2026-11-20T11:00',
  color: 'blue',
  guests: '',
  ...patch,
});

const errorsOf = (v: EventFormValues) =>
  eventFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('event form', () => {
  it('refuses an end before the start, on the end field', () => {
    expect(errorsOf(values({ end: '2026-11-20T09:00' }))).toEqual([
      ['end', 'validation.endBeforeStart'],
    ]);
    expect(errorsOf(values({ allDay: true, start: '2026-11-20', end: '2026-11-19' }))).toEqual([
      ['end', 'validation.endBeforeStart'],
    ]);
    expect(errorsOf(values({ allDay: true, start: '2026-11-20', end: '2026-11-20' }))).toEqual([]);
  });

  it('asks for a title and valid guest emails', () => {
    expect(errorsOf(values({ title: ' ', guests: 'ana@example.com, not-an-email' }))).toEqual([
      ['title', REQUIRED],
      ['guests', 'validation.guests'],
    ]);
  });

  it('says the same message for every empty required field (title, start, end)', () => {
    expect(errorsOf(values({ title: '', start: '', end: '' }))).toEqual([
      ['title', REQUIRED],
      ['start', REQUIRED],
      ['end', REQUIRED],
    ]);
  });

  it('stores an all-day event from its first day to the end of its last, in UTC days', () => {
    const input = toEventInput(
      values({
        allDay: true,
        start: '2026-11-20',
        end: '2026-11-21',
        guests: 'ana@example.com,  lee@example.com',
      }),
    );
    expect(input).toMatchObject({
      start: '2026-11-20T00:00:00.000Z',
      end: '2026-11-21T23:59:59.999Z',
      guests: ['ana@example.com', 'lee@example.com'],
    });
    expect(toFormValues({ ...input, guests: input.guests! })).toMatchObject({
      start: '2026-11-20',
      end: '2026-11-21',
      guests: 'ana@example.com, lee@example.com',
    });
  });

  it('keeps a timed event at the same instant through the form', () => {
    const event = {
      title: 'Sync',
      description: '',
      allDay: false,
      color: 'red' as const,
      start: '2026-11-20T10:30:00.000Z',
      end: '2026-11-20T11:00:00.000Z',
      guests: [],
    };
    expect(toEventInput(toFormValues(event))).toMatchObject({ start: event.start, end: event.end });
  });
});
