// The calendar's URL search params: the view and the date shown (none: the screen's default view,
// and today), and the filters (colours, a date range), so a view is a link and Back goes to the
// previous one. Plain checks: route search validation ships in the first load.
import { oneOf, searchParams } from '@/lib/search-params';
import { eventColors, type EventColor } from '@/lib/api-contract/calendar';

export const calendarViews = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof calendarViews)[number];

const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;


/**
 * The view when the URL names none: the agenda on a phone (a month grid of seven columns under
 * 50 px wide cannot show an event's title), the month elsewhere.
 */
export const defaultCalendarView = (narrow: boolean): CalendarView =>
  narrow ? 'listWeek' : 'dayGridMonth';

// No default view: a view the user picked stays in the URL, even the one the screen would default to.
export const calendarSearchDefaults = { colors: [] as EventColor[] } as const;

export const validateCalendarSearch = searchParams({
  view: oneOf(calendarViews),
  date: isoDate,
  colors: (value): EventColor[] =>
    Array.isArray(value)
      ? value.filter((c): c is EventColor => eventColors.includes(c as EventColor))
      : [],
  from: isoDate,
  to: isoDate,
});

export type CalendarSearch = ReturnType<typeof validateCalendarSearch>;
