// The phone's month grid (docs/product-rules.md#calendar-on-a-phone): which days each event and
// due task covers, the dots of each day, and which day's agenda is listed under the grid.
import type { TFunction } from 'i18next';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import { isolateText } from '@/lib/ui/user-text';
import { colorToken } from './components/calendar-colors';
import type { DayMark, DayMarks } from './components/calendar-day-marks';
import { localDate } from './schemas';

/** A guard against a malformed range: no event is drawn over more days than this. */
const MAX_DAYS = 62;

/** The first and last local day (YYYY-MM-DD) of the period the grid shows. */
export interface ShownDays {
  first: string;
  last: string;
}

export interface DayAgendaItem {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  mark: DayMark;
  /** The local days it covers. */
  days: string[];
  /** A kanban task's id: opening it goes to the board. */
  taskId?: string;
}

/** Each local day from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const day = new Date(`${first}T12:00`);
  while (days.length < MAX_DAYS) {
    const current = localDate(day);
    if (current > last) break;
    days.push(current);
    day.setDate(day.getDate() + 1);
  }
  return days;
}

/**
 * An event's days: an all-day event's are its stored UTC days (the same everywhere); a timed
 * one's are the local days from its start to just before its end.
 */
export function eventDays(event: Pick<CalendarEvent, 'allDay' | 'start' | 'end'>): string[] {
  if (event.allDay) return daysBetween(event.start.slice(0, 10), event.end.slice(0, 10));
  const start = new Date(event.start);
  const end = new Date(Math.max(start.getTime(), Date.parse(event.end) - 1));
  return daysBetween(localDate(start), localDate(end));
}

/** The events and due tasks as the agenda lists them: all-day first, then by start. */
export function toAgendaItems(
  events: readonly CalendarEvent[],
  tasks: readonly { id: string; name: string; due: string }[],
  t: TFunction<'calendar'>,
): DayAgendaItem[] {
  const items: DayAgendaItem[] = [
    ...events.map((e) => ({
      id: e.id,
      title: e.title,
      allDay: e.allDay,
      start: e.start,
      end: e.end,
      mark: { kind: 'event', token: colorToken[e.color] } as const,
      days: eventDays(e),
    })),
    ...tasks.map((task) => ({
      id: `task-${task.id}`,
      title: t('taskDue', { name: isolateText(task.name) }),
      allDay: true,
      start: task.due,
      end: task.due,
      mark: { kind: 'task' } as const,
      days: [task.due.slice(0, 10)],
      taskId: task.id,
    })),
  ];
  return items.sort(
    (a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start),
  );
}

export function marksByDay(items: readonly DayAgendaItem[], selected: string): DayMarks {
  const byDay = new Map<string, DayMark[]>();
  for (const item of items)
    for (const day of item.days) byDay.set(day, [...(byDay.get(day) ?? []), item.mark]);
  return { byDay, selected };
}

/**
 * The day whose agenda is listed: the one tapped while it is in the shown period, else today when
 * the period holds it, else the period's first day.
 */
export function pickDay(
  picked: string | null,
  shown: ShownDays | null,
  today = localDate(new Date()),
): string {
  if (!shown) return '';
  const within = (day: string) => shown.first <= day && day <= shown.last;
  if (picked && within(picked)) return picked;
  return within(today) ? today : shown.first;
}
