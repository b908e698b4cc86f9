// What the dashboard's frame calls on every page (src/features/dashboard-shell/api.ts,
// src/lib/data-table/saved-views-api.ts): the header's notifications (docs/api/overview.md) and the
// lists' saved views (docs/api/views.md); the mail labels' counts (the navigation's unread badge)
// are in mail.ts. Answers and messages mirror the demo API's handlers
// (src/demo-api/handlers/notification.ts, view.ts).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { VIEW_NAME_MAX, type SavedView } from '@/lib/api-contract/view';
import { announceOwnChange, hasNotification, markAllRead, markNotification, notificationList } from '../access/notifications';
import type { AppEnv, ServerDeps } from '../context';
import { savedViews } from '../db/schema';
import { conflict, notFound, readJson } from '../http/respond';
import { validate, validateBody } from '../http/validate';

// ---- Notifications --------------------------------------------------------------------------------

/** The body of PATCH /api/notifications/:id (also the OpenAPI document's, server/openapi/calls.ts). */
export const notificationPatch = z.object({ isUnread: z.boolean('Say whether it is unread.') });

// Each account's own list (../access/notifications.ts): another's notification is a 404, and a
// change is announced to the caller's streams only.
export function notificationRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await notificationList(db, c.get('account'))));
  app.post('/read-all', async (c) => {
    const account = c.get('account');
    await markAllRead(db, account);
    await announceOwnChange(deps.live, account);
    return c.json(await notificationList(db, account));
  });
  app.patch('/:id', async (c) => {
    const account = c.get('account');
    const id = c.req.param('id');
    if (!(await hasNotification(db, account, id))) return notFound(c);
    const parsed = validate(c, notificationPatch, (await readJson(c)) ?? {});
    if (!parsed.ok) return parsed.response;
    if (!(await markNotification(db, account, id, parsed.data.isUnread))) return notFound(c);
    await announceOwnChange(deps.live, account, id);
    return c.json(await notificationList(db, account));
  });
  return app;
}

// ---- Saved views ----------------------------------------------------------------------------------

const viewName = z.string().trim().min(1, 'Enter a name.').max(VIEW_NAME_MAX, `At most ${VIEW_NAME_MAX} characters.`);
const viewSearch = z.record(z.string(), z.unknown());
const hiddenColumns = z.array(z.string().max(60)).max(50);
/** The bodies of POST /api/view and PATCH /api/view/:id (also the OpenAPI document's, server/openapi/calls.ts). */
export const createView = z.object({ table: z.string().min(1).max(40), name: viewName, search: viewSearch, hiddenColumns });
export const patchView = z.object({ name: viewName, search: viewSearch, hiddenColumns }).partial();
const VIEW_TAKEN = 'You already have a view with this name.';
const VIEW_GONE = 'This view no longer exists.';

const toView = (row: typeof savedViews.$inferSelect): SavedView => ({
  id: row.id,
  table: row.table,
  name: row.name,
  search: row.search,
  hiddenColumns: row.hiddenColumns,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function viewRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  const mine = (c: { get(key: 'account'): { id: string } }, id: string) =>
    and(eq(savedViews.id, id), eq(savedViews.accountId, c.get('account').id));

  app.get('/list', async (c) => {
    const rows = await db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.accountId, c.get('account').id), eq(savedViews.table, c.req.query('table') ?? '')))
      .orderBy(asc(sql`lower(${savedViews.name}) collate "C"`), asc(savedViews.createdAt));
    return c.json({ items: rows.map(toView) });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, createView);
    if (!parsed.ok) return parsed.response;
    const now = new Date();
    try {
      const [row] = await db
        .insert(savedViews)
        .values({ id: randomUUID(), accountId: c.get('account').id, ...parsed.data, createdAt: now, updatedAt: now })
        .returning();
      return c.json({ view: toView(row!) }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(c, VIEW_TAKEN, { name: VIEW_TAKEN });
      throw error;
    }
  });

  app.patch('/:id', async (c) => {
    const [current] = await db.select().from(savedViews).where(mine(c, c.req.param('id'))).limit(1);
    if (!current) return notFound(c, VIEW_GONE);
    const parsed = await validateBody(c, patchView);
    if (!parsed.ok) return parsed.response;
    try {
      const [row] = await db
        .update(savedViews)
        .set({ ...parsed.data, updatedAt: new Date() })
        .where(eq(savedViews.id, current.id))
        .returning();
      return c.json({ view: toView(row!) });
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(c, VIEW_TAKEN, { name: VIEW_TAKEN });
      throw error;
    }
  });

  app.delete('/:id', async (c) => {
    const deleted = await db.delete(savedViews).where(mine(c, c.req.param('id'))).returning({ id: savedViews.id });
    return deleted.length ? c.body(null, 204) : notFound(c, VIEW_GONE);
  });
  return app;
}
