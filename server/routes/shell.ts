// What the dashboard's frame calls on every page (src/features/dashboard-shell/api.ts,
// src/lib/data-table/saved-views-api.ts): the header's notifications (docs/api/overview.md) and the
// lists' saved views (docs/api/views.md); the mail labels' counts (the navigation's unread badge)
// are in mail.ts. Answers and messages mirror the demo API's handlers
// (src/demo-api/handlers/overview.ts, view.ts).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppNotification } from '@/lib/api-contract/overview';
import { VIEW_NAME_MAX, type SavedView } from '@/lib/api-contract/view';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { notifications, savedViews } from '../db/schema';
import { conflict, notFound, readJson } from '../http/respond';
import { validate, validateBody } from '../http/validate';

// ---- Notifications --------------------------------------------------------------------------------

async function notificationList(db: Db) {
  const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt));
  const list: AppNotification[] = rows.map((n) => ({
    id: n.id,
    kind: n.kind as AppNotification['kind'],
    title: n.title,
    link: n.link,
    isUnread: n.isUnread,
    createdAt: n.createdAt.toISOString(),
  }));
  return { notifications: list, unreadCount: list.filter((n) => n.isUnread).length };
}

export function notificationRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await notificationList(db)));
  app.post('/read-all', async (c) => {
    await db.update(notifications).set({ isUnread: false });
    await deps.live.publish({ group: 'notification', id: '', action: 'updated' });
    return c.json(await notificationList(db));
  });
  app.patch('/:id', async (c) => {
    const [existing] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, c.req.param('id'))).limit(1);
    if (!existing) return notFound(c);
    const parsed = validate(c, z.object({ isUnread: z.boolean('Say whether it is unread.') }), (await readJson(c)) ?? {});
    if (!parsed.ok) return parsed.response;
    await db.update(notifications).set({ isUnread: parsed.data.isUnread }).where(eq(notifications.id, existing.id));
    await deps.live.publish({ group: 'notification', id: existing.id, action: 'updated' });
    return c.json(await notificationList(db));
  });
  return app;
}

// ---- Saved views ----------------------------------------------------------------------------------

const viewName = z.string().trim().min(1, 'Enter a name.').max(VIEW_NAME_MAX, `At most ${VIEW_NAME_MAX} characters.`);
const viewSearch = z.record(z.string(), z.unknown());
const hiddenColumns = z.array(z.string().max(60)).max(50);
const createView = z.object({ table: z.string().min(1).max(40), name: viewName, search: viewSearch, hiddenColumns });
const patchView = z.object({ name: viewName, search: viewSearch, hiddenColumns }).partial();
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
