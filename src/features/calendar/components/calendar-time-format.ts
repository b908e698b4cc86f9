// The calendar writes its times as the rest of the app does (src/lib/format: "1:46 PM", "13:46",
// "١:٤٦ م"), not in FullCalendar's own style ("12:30pm"). Used as FullCalendar's eventTimeFormat
// and slotLabelFormat: it hands the formatter its dates as "markers", Dates whose UTC fields hold
// the wall-clock time in the calendar's zone, so they are written in UTC to show that time.
import { formatTime, formatTimeRange } from '@/lib/format';

/** The part of FullCalendar's formatting argument this reads (its VerboseFormattingArg). */
export interface CalendarTimeArg {
  start: { marker: Date };
  end?: { marker: Date } | null;
  /** The calendar's locale codes: the app's language first. */
  localeCodes: string[];
}

export function calendarTime({ start, end, localeCodes }: CalendarTimeArg): string {
  const language = localeCodes[0] ?? 'en';
  return end
    ? formatTimeRange(start.marker, end.marker, language, { timeZone: 'UTC' })
    : formatTime(start.marker, language, { timeZone: 'UTC' });
}
