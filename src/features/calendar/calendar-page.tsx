// /dashboard/calendar: the team's events (FullCalendar, loaded with this route only) with the
// kanban tasks' due dates as read-only all-day events. The view, the date and the filters live in
// the URL; times show in the browser's time zone.
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type FullCalendar from '@fullcalendar/react';
import type { EventInput } from '@fullcalendar/core';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import { useNarrowScreen } from '@/lib/ui/use-narrow-screen';
import { isolateText } from '@/lib/ui/user-text';
import { calendarQueries, type CalendarRange } from './api/calendar';
import { useSaveEvent } from './api/calendar-mutations';
import { CalendarDayAgenda } from './components/calendar-day-agenda';
import { CalendarEventDialog } from './components/calendar-event-dialog';
import { CalendarFilters } from './components/calendar-filters';
import { CalendarToolbar } from './components/calendar-toolbar';
import { CalendarView, type CalendarViewProps } from './components/calendar-view';
import { localDate, localDateTime, toFormValues, type EventFormValues } from './schemas';
import { defaultCalendarView, type CalendarSearch } from './search';
import {
  marksByDay,
  pickDay,
  toAgendaItems,
  type DayAgendaItem,
  type ShownDays,
} from './day-agenda';

const route = getRouteApi('/dashboard/calendar');
const DAY = 86_400_000;
const noEvents: EventInput[] = [];

/** The stored event as FullCalendar reads it (an all-day event's end is the day after its last). */
function toInput(e: CalendarEvent): EventInput {
  return {
    id: e.id,
    title: e.title,
    allDay: e.allDay,
    start: e.allDay ? e.start.slice(0, 10) : e.start,
    end: e.allDay ? new Date(Date.parse(e.end) + 1).toISOString().slice(0, 10) : e.end,
    classNames: [`cal-${e.color}`],
    editable: !e.id.startsWith('pending-'),
  };
}

const overlaps = (e: { start: string; end: string }, from?: string, to?: string) =>
  (!from || e.end.slice(0, 10) >= from) && (!to || e.start.slice(0, 10) <= to);

export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [shownDays, setShownDays] = useState<ShownDays | null>(null);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [dialog, setDialog] = useState<{ event?: CalendarEvent; initial: EventFormValues } | null>(
    null,
  );
  const events = useQuery({
    ...calendarQueries.events(range ?? { start: '', end: '' }),
    enabled: Boolean(range),
  });
  const tasks = useQuery(calendarQueries.tasks());
  const save = useSaveEvent();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const api = () => calendar.current?.getApi();
  const narrow = useNarrowScreen();
  // No view in the URL: the screen's default (the agenda on a phone), as it was when the page
  // opened (turning the phone does not switch the view under the user's eyes).
  const [defaultView] = useState(() => defaultCalendarView(narrow));
  const view = search.view ?? defaultView;

  const setSearch = (patch: Partial<CalendarSearch>) =>
    void navigate({
      // Only the calendar's own params: the search handed in can still be the previous page's.
      search: (prev) => {
        const { view, date, colors, from, to } = { ...prev, ...patch };
        return { view, date, colors, from, to };
      },
      replace: true,
      resetScroll: false,
    });

  // A changed URL (a link, Back) moves the calendar.
  useEffect(() => {
    const cal = calendar.current?.getApi();
    if (!cal) return;
    if (cal.view.type !== view) cal.changeView(view, search.date);
    else if (search.date && localDate(cal.view.currentStart) !== search.date)
      cal.gotoDate(search.date);
  }, [view, search.date]);

  const shownEvents = useMemo(
    () =>
      (events.data ?? [])
        .filter((e) => !search.colors.length || search.colors.includes(e.color))
        .filter((e) => overlaps(e, search.from, search.to)),
    [events.data, search.colors, search.from, search.to],
  );
  // Due tasks show only while no colour filter is on (they have no colour).
  const dueTasks = useMemo(
    () =>
      search.colors.length
        ? []
        : (tasks.data ?? []).filter((task) =>
            overlaps({ start: task.due, end: task.due }, search.from, search.to),
          ),
    [tasks.data, search.colors, search.from, search.to],
  );

  const fcEvents = useMemo<EventInput[]>(
    () => [
      ...shownEvents.map(toInput),
      ...dueTasks.map<EventInput>((task) => ({
        id: `task-${task.id}`,
        title: t('taskDue', { name: isolateText(task.name) }),
        start: task.due,
        allDay: true,
        editable: false,
        url: `/dashboard/kanban?task=${encodeURIComponent(task.id)}`,
        classNames: ['cal-task'],
        extendedProps: { taskId: task.id, taskName: task.name },
      })),
    ],
    [shownEvents, dueTasks, t],
  );

  // The phone's month grid: a dot per event on each day, and the chosen day's agenda under it.
  const dotsMonth = narrow && view === 'dayGridMonth';
  const agendaItems = useMemo(
    () => (dotsMonth ? toAgendaItems(shownEvents, dueTasks, t) : []),
    [dotsMonth, shownEvents, dueTasks, t],
  );
  const selectedDay = pickDay(pickedDay, shownDays);
  const dayMarks = useMemo(() => marksByDay(agendaItems, selectedDay), [agendaItems, selectedDay]);

  const handlers: Pick<
    CalendarViewProps,
    'onDates' | 'onSelect' | 'onEventClick' | 'onEventChange'
  > = {
    onDates: ({ view: shownView, start, end, currentStart, currentEnd, title: heading }) => {
      const next = { start: start.toISOString(), end: end.toISOString() };
      setRange((prev) => (prev?.start === next.start && prev.end === next.end ? prev : next));
      const days = {
        first: localDate(currentStart),
        last: localDate(new Date(currentEnd.getTime() - DAY / 2)),
      };
      setShownDays((prev) => (prev?.first === days.first && prev.last === days.last ? prev : days));
      setTitle(heading);
      // No date in the URL means "today": a bookmarked /dashboard/calendar opens on the day it is
      // opened, so the first layout does not pin this month into the address. No view means the
      // screen's default, so the first layout does not pin that either.
      const now = Date.now();
      const today = currentStart.getTime() <= now && now < currentEnd.getTime();
      const date =
        search.date === localDate(currentStart)
          ? search.date
          : today
            ? undefined
            : localDate(currentStart);
      if (shownView !== view || date !== search.date)
        setSearch({ view: shownView === view ? search.view : shownView, date });
    },
    onSelect: (arg) => {
      api()?.unselect();
      setDialog({
        initial: {
          title: '',
          description: '',
          color: 'primary',
          guests: '',
          allDay: arg.allDay,
          start: arg.allDay ? arg.startStr.slice(0, 10) : localDateTime(arg.start),
          end: arg.allDay
            ? localDate(new Date(arg.end.getTime() - DAY / 2))
            : localDateTime(arg.end),
        },
      });
    },
    onEventClick: (arg) => {
      arg.jsEvent.preventDefault();
      const taskId = arg.event.extendedProps.taskId as string | undefined;
      if (taskId) return void goTo({ to: '/dashboard/kanban', search: { task: taskId } });
      const event = events.data?.find((e) => e.id === arg.event.id);
      if (event) setDialog({ event, initial: toFormValues(event) });
    },
    onEventChange: (arg) => {
      const { event } = arg;
      const start = event.start!;
      const end = event.end ?? new Date(start.getTime() + (event.allDay ? DAY : 3_600_000));
      save.mutate({
        id: event.id,
        input: {
          title: event.title,
          allDay: event.allDay,
          start: event.allDay ? `${localDate(start)}T00:00:00.000Z` : start.toISOString(),
          end: event.allDay
            ? `${localDate(new Date(end.getTime() - DAY / 2))}T23:59:59.999Z`
            : end.toISOString(),
        },
        revert: arg.revert,
      });
    },
  };

  const newEvent = (day?: string) => {
    const start = day ? new Date(`${day}T09:00`) : new Date();
    if (!day) {
      start.setMinutes(0, 0, 0);
      start.setHours(start.getHours() + 1);
    }
    setDialog({
      initial: {
        title: '',
        description: '',
        color: 'primary',
        guests: '',
        allDay: false,
        start: localDateTime(start),
        end: localDateTime(new Date(start.getTime() + 3_600_000)),
      },
    });
  };

  const openAgendaItem = (item: DayAgendaItem) => {
    if (item.taskId) return void goTo({ to: '/dashboard/kanban', search: { task: item.taskId } });
    const event = events.data?.find((e) => e.id === item.id);
    if (event) setDialog({ event, initial: toFormValues(event) });
  };

  return (
    <Stack gap={5} minW={0}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Box>
          <Heading as="h1" size="2xl">
            {t('title')}
          </Heading>
          {/* A phone's views take no dragged range (its month grid's tap chooses a day). */}
          <Text color="fg.muted">{t(narrow ? 'subtitleTouch' : 'subtitle')}</Text>
        </Box>
        <Button colorPalette="primary" onClick={() => newEvent()}>
          <Plus aria-hidden />
          {t('newEvent')}
        </Button>
      </HStack>
      <CalendarFilters search={search} timeZone={timeZone} onChange={setSearch} />
      <Card.Root>
        <Card.Body gap={4} p={{ base: 3, md: 5 }}>
          <CalendarToolbar
            title={title}
            view={view}
            onToday={() => api()?.today()}
            onPrev={() => api()?.prev()}
            onNext={() => api()?.next()}
            onView={(view) => api()?.changeView(view)}
          />
          <Box aria-busy={events.isFetching}>
            <CalendarView
              ref={calendar}
              view={view}
              date={search.date}
              compact={narrow}
              dayMarks={dayMarks}
              onDayClick={(day) => setPickedDay(localDate(day))}
              // The phone's month draws its events as dots of its own (dayMarks).
              events={dotsMonth ? noEvents : fcEvents}
              {...handlers}
            />
          </Box>
          {dotsMonth && selectedDay ? (
            <CalendarDayAgenda
              day={selectedDay}
              items={agendaItems.filter((item) => item.days.includes(selectedDay))}
              onOpen={openAgendaItem}
              onNew={newEvent}
            />
          ) : null}
        </Card.Body>
      </Card.Root>
      {dialog ? (
        <CalendarEventDialog
          event={dialog.event}
          initial={dialog.initial}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
