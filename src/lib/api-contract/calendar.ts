// Calendar (docs/product-rules.md#api-calls: /api/calendar): the signed-in team's events.
export const eventColors = ['primary', 'blue', 'green', 'orange', 'red', 'purple'] as const;
export type EventColor = (typeof eventColors)[number];

export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  /** A palette name; screens map it to semantic colours. */
  color: EventColor;
  allDay: boolean;
  /** ISO date-times; `end` is not before `start`. */
  start: string;
  end: string;
  /** Email addresses invited. */
  guests: string[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/calendar?start=&end= — events overlapping the range (ISO; both optional). */
export interface CalendarEventsResponse {
  events: CalendarEvent[];
}

export interface CalendarEventResponse {
  event: CalendarEvent;
}

/** POST /api/calendar; PATCH /api/calendar/:id takes any subset. */
export type CalendarEventInput = Omit<CalendarEvent, 'id' | 'createdAt' | 'updatedAt' | 'guests'> & {
  /** Defaults to none. */
  guests?: string[];
};

export const calendarPaths = {
  events: '/api/calendar',
  event: (id: string) => `/api/calendar/${id}`,
} as const;
