import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CalendarPage } from '@/features/calendar/calendar-page';
import { calendarSearchDefaults, validateCalendarSearch } from '@/features/calendar/search';
import { routeTitle } from '@/lib/i18n/route-title';

// The page (and FullCalendar with it) is code-split: it loads with this route only. The events'
// range depends on the view the calendar lays out, so the page requests them, not a loader.
export const Route = createFileRoute('/dashboard/calendar')({
  validateSearch: validateCalendarSearch,
  search: { middlewares: [stripSearchParams(calendarSearchDefaults)] },
  head: () => ({ meta: [{ title: routeTitle('dashboard.calendar') }] }),
  component: CalendarPage,
});
