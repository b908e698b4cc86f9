// Fetchers and the query factory of the calendar (['calendar', 'events', range]) and of the kanban
// tasks it shows by due date (['calendar', 'tasks']: the board through its own endpoint).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import {
  calendarPaths,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventResponse,
  type CalendarEventsResponse,
} from '@/lib/api-contract/calendar';
import { kanbanPaths, type KanbanBoardResponse } from '@/lib/api-contract/kanban';

export interface CalendarRange {
  start: string;
  end: string;
}

export const calendarApi = {
  events: (range: CalendarRange, signal?: AbortSignal) =>
    http
      .get<CalendarEventsResponse>(calendarPaths.events, { query: { ...range }, signal })
      .then((r) => r.events),
  create: (input: CalendarEventInput) =>
    http.post<CalendarEventResponse>(calendarPaths.events, input).then((r) => r.event),
  update: (id: string, input: Partial<CalendarEventInput>) =>
    http.patch<CalendarEventResponse>(calendarPaths.event(id), input).then((r) => r.event),
  remove: (id: string) => http.delete<void>(calendarPaths.event(id)),
};

export const calendarQueries = {
  all: () => ['calendar'] as const,
  eventLists: () => [...calendarQueries.all(), 'events'] as const,
  events: (range: CalendarRange) =>
    queryOptions({
      queryKey: [...calendarQueries.eventLists(), range] as const,
      queryFn: ({ signal }) => calendarApi.events(range, signal),
      placeholderData: keepPreviousData,
    }),
  /** Kanban tasks with a due date: shown as read-only all-day events. */
  tasks: () =>
    queryOptions({
      queryKey: [...calendarQueries.all(), 'tasks'] as const,
      queryFn: ({ signal }) =>
        http.get<KanbanBoardResponse>(kanbanPaths.board, { signal }).then((r) =>
          Object.values(r.board.tasks)
            .filter((task) => task.dueEnd ?? task.dueStart)
            .map((task) => ({
              id: task.id,
              name: task.name,
              due: (task.dueEnd ?? task.dueStart)!,
            })),
        ),
    }),
};

export type { CalendarEvent };
