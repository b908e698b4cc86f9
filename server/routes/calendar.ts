// The calendar (docs/api/apps.md#calendar) on PostgreSQL: the events overlapping a range (both ends
// optional) by start, create, edit, delete. Rules and messages are the demo API's
// (src/demo-api/handlers/calendar.ts), the validation its very schema
// (src/lib/api-contract/calendar-input.ts). As in the demo, the calendar is the signed-in team's.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lte, type InferSelectModel } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import { calendarEndBeforeStart, newCalendarEvent, calendarEventSchema } from '@/lib/api-contract/calendar-input';
import type { AppEnv, ServerDeps } from '../context';
import { calendarEvents } from '../db/schema';
import { fieldErrors, notFound } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type EventRow = InferSelectModel<typeof calendarEvents>;

const toEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  color: row.color as CalendarEvent['color'],
  allDay: row.allDay,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  guests: row.guests,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An event's row from the contract's record (the seed, create and edit). */
export const calendarEventRow = (e: CalendarEvent) => ({
  id: e.id,
  title: e.title,
  description: e.description,
  color: e.color,
  allDay: e.allDay,
  startAt: new Date(e.start),
  endAt: new Date(e.end),
  guests: e.guests ?? [],
  createdAt: new Date(e.createdAt),
  updatedAt: new Date(e.updatedAt),
});

export function calendarRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  // Starting by the range's end and ending from its start; a bound that is not a date is no bound.
  app.get('/', async (c) => {
    const from = Date.parse(c.req.query('start') ?? '');
    const to = Date.parse(c.req.query('end') ?? '');
    const rows = await db
      .select()
      .from(calendarEvents)
      .where(and(Number.isNaN(to) ? undefined : lte(calendarEvents.startAt, new Date(to)), Number.isNaN(from) ? undefined : gte(calendarEvents.endAt, new Date(from))))
      .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.seq));
    return c.json({ events: rows.map(toEvent) });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, calendarEventSchema);
    if (!parsed.ok) return parsed.response;
    const event = newCalendarEvent(parsed.data, randomUUID(), new Date().toISOString());
    const clash = calendarEndBeforeStart(event);
    if (clash) return fieldErrors(c, clash);
    await db.insert(calendarEvents).values(calendarEventRow(event));
    await deps.live.publish({ group: 'calendar', id: '', action: 'created' });
    return c.json({ event }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = c.req.param('id');
    const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).limit(1);
    if (!row) return notFound(c);
    const parsed = validate(c, calendarEventSchema.partial(), await c.req.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const input = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<CalendarEvent>;
    const event: CalendarEvent = { ...toEvent(row), ...input, updatedAt: new Date().toISOString() };
    event.start = new Date(event.start).toISOString();
    event.end = new Date(event.end).toISOString();
    const clash = calendarEndBeforeStart(event);
    if (clash) return fieldErrors(c, clash);
    const { id: _id, createdAt: _c, ...columns } = calendarEventRow(event);
    const [updated] = await db.update(calendarEvents).set(columns).where(eq(calendarEvents.id, id)).returning();
    if (!updated) return notFound(c);
    await deps.live.publish({ group: 'calendar', id, action: 'updated' });
    return c.json({ event: toEvent(updated) });
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning({ id: calendarEvents.id });
    if (!deleted.length) return notFound(c);
    await deps.live.publish({ group: 'calendar', id, action: 'deleted' });
    return c.body(null, 204);
  });

  return app;
}
