// The calendar writes times as the rest of the app does ("12:30 PM", "12:30"), not FullCalendar's
// "12:30p" / "12:30pm" style.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '@/lib/format';
import { renderWithProviders } from '../../../../tests/test-utils';
import { CalendarView } from './calendar-view';
import { calendarTime } from './calendar-time-format';

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
// FullCalendar's markers: the wall-clock time in the calendar's zone, held in the UTC fields.
const marker = (iso: string) => ({ marker: new Date(`${iso}Z`) });

describe('calendarTime', () => {
  it('writes an event start as the app writes a time, in the calendar language', () => {
    expect(plain(calendarTime({ start: marker('2027-02-10T12:30:00'), localeCodes: ['en'] }))).toBe(
      '12:30 PM',
    );
    expect(calendarTime({ start: marker('2027-02-10T12:30:00'), localeCodes: ['fr'] })).toBe(
      '12:30',
    );
    expect(calendarTime({ start: marker('2027-02-10T12:30:00'), localeCodes: ['ar'] })).toBe(
      formatTime('2027-02-10T12:30:00Z', 'ar', { timeZone: 'UTC' }),
    );
  });

  it('writes a span from its start to its end', () => {
    const span = { start: marker('2027-02-10T09:00:00'), end: marker('2027-02-10T10:30:00') };
    expect(plain(calendarTime({ ...span, localeCodes: ['en'] }))).toBe('9:00 – 10:30 AM');
    expect(plain(calendarTime({ ...span, localeCodes: ['fr'] }))).toBe('09:00 – 10:30');
  });

  it('writes the wall-clock time the marker holds, whatever the machine’s time zone', () => {
    expect(calendarTime({ start: marker('2027-02-10T23:15:00'), localeCodes: ['fr'] })).toBe(
      '23:15',
    );
  });
});

describe('the calendar grid', () => {
  it('shows an event’s time like the rest of the app', async () => {
    renderWithProviders(
      <CalendarView
        view="dayGridMonth"
        date="2027-02-01"
        events={[
          {
            id: 'e1',
            title: 'Data council',
            start: new Date(2027, 1, 10, 12, 30),
            end: new Date(2027, 1, 10, 13, 30),
          },
        ]}
        onDates={() => {}}
        onSelect={() => {}}
        onEventClick={() => {}}
        onEventChange={() => {}}
      />,
    );
    await screen.findByText('Data council');
    const time = document.querySelector('.fc-event-time');
    expect(plain(time?.textContent ?? '')).toBe('12:30 PM');
  });
});
