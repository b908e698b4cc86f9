// The phone's month grid: which days an event covers, the dots of a day, the listed day.
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import { eventDays, marksByDay, pickDay, toAgendaItems } from './day-agenda';

const event = (patch: Partial<CalendarEvent>): CalendarEvent => ({
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  id: 'e1',
  title: 'Quarterly review',
  description: '',
  color: 'blue',
  allDay: false,
  start: '2027-02-10T09:00:00',
  end: '2027-02-10T10:30:00',
  guests: [],
  ...patch,
});
const t = ((key: string, values?: { name?: string }) => `${key}:${values?.name ?? ''}`) as never;

describe('the days an event covers', () => {
  it('is one day for a meeting, and every day of a multi-day event, ending before its end', () => {
    expect(eventDays(event({}))).toEqual(['2027-02-10']);
    expect(eventDays(event({ start: '2027-02-10T22:00:00', end: '2027-02-12T00:00:00' }))).toEqual([
      '2027-02-10',
      '2027-02-11',
    ]);
  });

  it("is an all-day event's stored days, in any time zone", () => {
    const offsite = event({
      allDay: true,
      start: '2027-02-28T00:00:00.000Z',
      end: '2027-03-02T23:59:59.999Z',
    });
    expect(eventDays(offsite)).toEqual(['2027-02-28', '2027-03-01', '2027-03-02']);
  });
});

describe('the agenda and the dots', () => {
  const items = toAgendaItems(
    [
      event({ id: 'late', start: '2027-02-10T15:00:00', end: '2027-02-10T16:00:00', color: 'red' }),
      event({ id: 'early' }),
      event({
        id: 'day',
        allDay: true,
        start: '2027-02-10T00:00:00.000Z',
        end: '2027-02-10T23:59:59.999Z',
      }),
    ],
    [{ id: 't1', name: 'Ship the report', due: '2027-02-10' }],
    t,
  );

  it('lists all-day events and due tasks first, then the rest by start', () => {
    expect(items.map((item) => item.id)).toEqual(['task-t1', 'day', 'early', 'late']);
    expect(items[0]).toMatchObject({ taskId: 't1', mark: { kind: 'task' } });
  });

  it('gives each day one dot per event, in its colour', () => {
    const { byDay, selected } = marksByDay(items, '2027-02-10');
    expect(selected).toBe('2027-02-10');
    expect(byDay.get('2027-02-10')).toHaveLength(4);
    expect(byDay.get('2027-02-10')?.at(-1)).toEqual({ kind: 'event', token: 'red.solid' });
    expect(byDay.get('2027-02-11')).toBeUndefined();
  });
});

describe('the day listed under the grid', () => {
  const february = { first: '2027-02-01', last: '2027-02-28' };
  it('is the tapped day while the month holds it, else today, else the first day shown', () => {
    expect(pickDay('2027-02-14', february, '2027-02-03')).toBe('2027-02-14');
    expect(pickDay('2027-03-14', february, '2027-02-03')).toBe('2027-02-03');
    expect(pickDay(null, february, '2027-05-03')).toBe('2027-02-01');
    expect(pickDay(null, null)).toBe('');
  });
});
