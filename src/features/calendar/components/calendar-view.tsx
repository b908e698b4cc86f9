// FullCalendar, themed with the app's semantic tokens (light and dark), in the user's language,
// direction and time zone. The app draws the toolbar; this is the grid. Selecting a range asks for
// a new event; dragging and resizing an event saves its new dates (snapped back if refused);
// kanban tasks are read-only all-day events that link to the task.
import { Box } from '@chakra-ui/react';
import type {
  DateSelectArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/lib/settings/settings-store';
import type { CalendarView as View } from '../search';
import { DayMarksContext, renderCompactDay, type DayMarks } from './calendar-day-marks';
import { calendarTheme } from './calendar-theme';
import { calendarTime } from './calendar-time-format';

export interface CalendarViewProps {
  view: View;
  date?: string;
  /** A phone-sized screen: shorter day headers, dots for the month's events, no times in the grids. */
  compact?: boolean;
  /** The phone's month grid: each day's dots and the chosen day. */
  dayMarks?: DayMarks;
  /** A tap on a day of the phone's month grid (it chooses the day whose agenda is listed). */
  onDayClick?: (day: Date) => void;
  events: EventInput[];
  onDates: (arg: {
    view: View;
    start: Date;
    end: Date;
    currentStart: Date;
    currentEnd: Date;
    title: string;
  }) => void;
  onSelect: (arg: DateSelectArg) => void;
  onEventClick: (arg: EventClickArg) => void;
  onEventChange: (arg: EventDropArg | EventResizeDoneArg) => void;
}

// Module constants: a new array or object on each render makes FullCalendar rebuild its view
// (and report its dates again, which would re-render the page, and so on).
const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const locales = [frLocale, arLocale];
const views = { dayGridMonth: { dayMaxEvents: 3 } };
const noMarks: DayMarks = { byDay: new Map(), selected: '' };
// On a phone a day is under 50 px wide: one-letter weekdays; the month shows a dot per event and
// the page lists the chosen day's events under the grid (calendar-day-marks.tsx); the week shows
// titles without their times (the agenda and the event's dialog have them).
const compactViews = {
  dayGridMonth: {
    dayCellContent: renderCompactDay,
    dayHeaderFormat: { weekday: 'narrow' },
  },
  timeGridWeek: {
    displayEventTime: false,
    dayHeaderFormat: { weekday: 'narrow', day: 'numeric' },
  },
} as const;
// A day cell is named by its day number but also shows its events: named by its whole content
// instead, a screen reader hears both and the name matches what is seen (WCAG 2.5.3).
const unlabelCell = ({ el }: { el: HTMLElement }) => el.removeAttribute('aria-labelledby');
// An event's title is what the team wrote: it carries its own direction, so an English title in
// the Arabic calendar loses its end to the ellipsis, not its start (docs/look-and-feel.md#text-in-both-directions).
// FullCalendar draws the title itself; the attribute stays through its later updates of the text.
const ownTitleDirection = ({ el }: { el: HTMLElement }) => {
  for (const title of el.querySelectorAll('.fc-event-title, .fc-list-event-title'))
    title.setAttribute('dir', 'auto');
};

// A due task's chip reads "Due: " and the task's name, which the team wrote. The name is its own
// element with its own direction and takes the ellipsis, so an English name in the Arabic calendar
// loses its end ("الاستحقاق: Draft the data own…"), not its start ("الاستحقاق: …p matrix"), and the
// words around it stay whole. The agenda's rows are not cut: they keep FullCalendar's title.
const NAME_MARK = '\uE000';
function dueTaskContent(label: string) {
  const [before = '', after = ''] = label.split(NAME_MARK);
  return (arg: EventContentArg) => {
    const name: unknown = arg.event.extendedProps.taskName;
    if (typeof name !== 'string' || arg.view.type.startsWith('list')) return true;
    return (
      <div className="fc-event-main-frame">
        <div className="fc-event-title-container">
          <div className="fc-event-title cal-task-title">
            {before ? <span className="cal-task-label">{before}</span> : null}
            <span className="cal-task-name" dir="auto">
              {name}
            </span>
            {after ? <span className="cal-task-label">{after}</span> : null}
          </div>
        </div>
      </div>
    );
  };
}

export const CalendarView = forwardRef<FullCalendar, CalendarViewProps>(function CalendarView(
  {
    view,
    date,
    compact = false,
    dayMarks = noMarks,
    onDayClick,
    events,
    onDates,
    onSelect,
    onEventClick,
    onEventChange,
  },
  ref,
) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language.slice(0, 2);
  const dueLabel = t('taskDue', { name: NAME_MARK });
  const eventContent = useMemo(() => dueTaskContent(dueLabel), [dueLabel]);
  // The direction is the user's setting (the settings drawer), like the rest of the app, not the
  // language's: an English calendar can read right to left and an Arabic one left to right.
  const direction = useSettingsStore((s) => s.themeDirection);
  const dotsMonth = compact && view === 'dayGridMonth';
  const dayClick = ({ date }: DateClickArg) => {
    if (dotsMonth) onDayClick?.(date);
  };
  return (
    <Box css={calendarTheme} data-testid="calendar">
      <DayMarksContext.Provider value={dayMarks}>
        <FullCalendar
          // A new calendar when the screen crosses the phone width (a window resized, a tablet
          // turned): FullCalendar keeps the phone month's day cells when its views change under
          // it, and the wide month showed each day's number twice.
          key={compact ? 'compact' : 'wide'}
          ref={ref}
          plugins={plugins}
          initialView={view}
          initialDate={date}
          headerToolbar={false}
          locales={locales}
          locale={language}
          // Words FullCalendar's French and Arabic locales leave in English: the agenda's column
          // names read by screen readers and the close button of a day's "more" popover.
          closeHint={t('hints.close')}
          timeHint={t('hints.time')}
          eventHint={t('hints.event')}
          direction={direction}
          timeZone="local"
          eventTimeFormat={calendarTime}
          slotLabelFormat={calendarTime}
          height="auto"
          views={compact ? compactViews : views}
          eventInteractive
          nowIndicator
          // On the phone's month grid a tap chooses a day (its agenda is listed under the grid).
          selectable={!dotsMonth}
          selectMirror
          editable
          eventResizableFromStart
          dayCellDidMount={unlabelCell}
          eventDidMount={ownTitleDirection}
          eventContent={eventContent}
          events={events}
          datesSet={(arg) =>
            onDates({
              view: arg.view.type as View,
              start: arg.start,
              end: arg.end,
              currentStart: arg.view.currentStart,
              currentEnd: arg.view.currentEnd,
              title: arg.view.title,
            })
          }
          select={onSelect}
          eventClick={onEventClick}
          eventDrop={onEventChange}
          eventResize={onEventChange}
          dateClick={dayClick}
        />
      </DayMarksContext.Provider>
    </Box>
  );
});
