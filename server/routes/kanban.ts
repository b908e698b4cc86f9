// The kanban board (docs/api/apps.md#kanban) on PostgreSQL: one board of ordered columns holding
// ordered tasks; every write answers the whole board, as the demo API does
// (src/demo-api/handlers/kanban.ts), whose rules and messages these are (the validation is its very
// schemas, src/lib/api-contract/kanban-input.ts). A task's place is its column and position; a move
// renumbers both columns in one transaction. As in the demo, every signed-in account may edit it.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, max, ne, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { KANBAN_PEOPLE } from '@/lib/seed/kanban';
import type { KanbanBoard, KanbanTask } from '@/lib/api-contract/kanban';
import {
  isUploadedFile,
  kanbanAttachmentError,
  kanbanColumnSchema,
  kanbanCommentSchema,
  kanbanDatesClash,
  kanbanMoveColumnSchema,
  kanbanMoveTaskSchema,
  kanbanTaskSchemas,
  newKanbanTask,
} from '@/lib/api-contract/kanban-input';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { kanbanColumns, kanbanTasks } from '../db/schema';
import { fieldErrors, notFound } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type TaskRow = InferSelectModel<typeof kanbanTasks>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const { create: createTaskSchema, update: updateTaskSchema } = kanbanTaskSchemas(KANBAN_PEOPLE);

const toTask = (row: TaskRow): KanbanTask => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priority: row.priority as KanbanTask['priority'],
  labels: row.labels,
  assignees: row.assignees,
  reporter: row.reporter,
  dueStart: row.dueStart,
  dueEnd: row.dueEnd,
  completed: row.completed,
  comments: row.comments,
  attachments: row.attachments,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A task's row from the contract's record, in `columnId` at `position`. */
export const kanbanTaskRow = (t: KanbanTask, columnId: string, position: number) => ({
  ...t,
  columnId,
  position,
  createdAt: new Date(t.createdAt),
  updatedAt: new Date(t.updatedAt),
});

async function board(db: Db): Promise<KanbanBoard> {
  const [cols, tasks] = await Promise.all([
    db.select().from(kanbanColumns).orderBy(asc(kanbanColumns.position), asc(kanbanColumns.seq)),
    db.select().from(kanbanTasks).orderBy(asc(kanbanTasks.position), asc(kanbanTasks.seq)),
  ]);
  return {
    columns: cols.map((col) => ({
      id: col.id,
      name: col.name,
      ...(col.nameKey ? { nameKey: col.nameKey } : {}),
      taskIds: tasks.filter((t) => t.columnId === col.id).map((t) => t.id),
    })),
    tasks: Object.fromEntries(tasks.map((t) => [t.id, toTask(t)])),
  };
}

const findColumn = async (db: Db | Tx, id: string) => (await db.select().from(kanbanColumns).where(eq(kanbanColumns.id, id)).limit(1))[0];
const findTask = async (db: Db | Tx, id: string) => (await db.select().from(kanbanTasks).where(eq(kanbanTasks.id, id)).limit(1))[0];

/** Closes the gap a task leaves at `position` in its column. */
const closeGap = (tx: Db | Tx, columnId: string, position: number) =>
  tx
    .update(kanbanTasks)
    .set({ position: sql`${kanbanTasks.position} - 1` })
    .where(and(eq(kanbanTasks.columnId, columnId), gt(kanbanTasks.position, position)));

/** The body of a PATCH as the demo reads it: not JSON counts as `{}`. */
const bodyOrEmpty = (c: Context) => c.req.json().catch(() => ({})) as Promise<unknown>;

export function kanbanRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  /** The board after a write, which every account's open board hears of (as the demo's changeOf says). */
  const changed = async (c: Context, status: 200 | 201 = 200) => {
    await deps.live.publish({ group: 'kanban', id: '', action: 'updated' });
    return c.json({ board: await board(db) }, status);
  };

  app.get('/', async (c) => c.json({ board: await board(db) }));
  app.get('/people', (c) => c.json({ people: KANBAN_PEOPLE }));

  app.post('/column', async (c) => {
    const parsed = await validateBody(c, kanbanColumnSchema);
    if (!parsed.ok) return parsed.response;
    const [last] = await db.select({ position: max(kanbanColumns.position) }).from(kanbanColumns);
    const position = last?.position == null ? 0 : last.position + 1;
    await db.insert(kanbanColumns).values({ id: randomUUID(), name: parsed.data.name, position });
    return changed(c, 201);
  });

  app.post('/move-column', async (c) => {
    const cols = await db.select({ id: kanbanColumns.id }).from(kanbanColumns);
    const parsed = await validateBody(c, kanbanMoveColumnSchema(cols.map((col) => col.id)));
    if (!parsed.ok) return parsed.response;
    await db.transaction(async (tx) => {
      for (const [position, id] of parsed.data.columnIds.entries()) await tx.update(kanbanColumns).set({ position }).where(eq(kanbanColumns.id, id));
    });
    return changed(c);
  });

  app.patch('/column/:id', async (c) => {
    const col = await findColumn(db, c.req.param('id'));
    if (!col) return notFound(c);
    const parsed = await validateBody(c, kanbanColumnSchema);
    if (!parsed.ok) return parsed.response;
    // The user's name wins over a built-in column's own (KanbanColumn's `nameKey`).
    await db.update(kanbanColumns).set({ name: parsed.data.name, nameKey: null }).where(eq(kanbanColumns.id, col.id));
    return changed(c);
  });

  app.post('/column/:id/clear', async (c) => {
    const col = await findColumn(db, c.req.param('id'));
    if (!col) return notFound(c);
    await db.delete(kanbanTasks).where(eq(kanbanTasks.columnId, col.id));
    return changed(c);
  });

  // Its tasks go with it (the foreign key cascades).
  app.delete('/column/:id', async (c) => {
    const deleted = await db.delete(kanbanColumns).where(eq(kanbanColumns.id, c.req.param('id'))).returning({ id: kanbanColumns.id });
    if (!deleted.length) return notFound(c);
    return changed(c);
  });

  app.post('/task', async (c) => {
    const account = c.get('account');
    const parsed = await validateBody(c, createTaskSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    if (!(await findColumn(db, input.columnId))) return fieldErrors(c, { columnId: 'Choose an existing column.' });
    const clash = kanbanDatesClash(input.dueStart, input.dueEnd);
    if (clash) return fieldErrors(c, clash);
    const task = newKanbanTask(input, KANBAN_PEOPLE, { id: account.id, name: account.displayName }, randomUUID(), new Date().toISOString());
    await db.transaction(async (tx) => {
      let position = 0;
      if (input.position === 'top') {
        await tx
          .update(kanbanTasks)
          .set({ position: sql`${kanbanTasks.position} + 1` })
          .where(eq(kanbanTasks.columnId, input.columnId));
      } else {
        const [last] = await tx.select({ position: max(kanbanTasks.position) }).from(kanbanTasks).where(eq(kanbanTasks.columnId, input.columnId));
        position = last?.position == null ? 0 : last.position + 1;
      }
      await tx.insert(kanbanTasks).values(kanbanTaskRow(task, input.columnId, position));
    });
    return changed(c, 201);
  });

  // Out of its column (closing the gap), into the target at `toIndex` (past the end: the bottom).
  app.post('/move-task', async (c) => {
    const parsed = await validateBody(c, kanbanMoveTaskSchema);
    if (!parsed.ok) return parsed.response;
    const { taskId, toColumnId, toIndex } = parsed.data;
    const refused = await db.transaction(async (tx): Promise<Record<string, string> | null> => {
      const [task] = await tx.select().from(kanbanTasks).where(eq(kanbanTasks.id, taskId)).for('update');
      if (!task) return { taskId: 'No such task.' };
      if (!(await findColumn(tx, toColumnId))) return { toColumnId: 'No such column.' };
      await closeGap(tx, task.columnId, task.position);
      const [left] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(kanbanTasks)
        .where(and(eq(kanbanTasks.columnId, toColumnId), ne(kanbanTasks.id, taskId)));
      const position = Math.min(toIndex, Number(left?.n ?? 0));
      await tx
        .update(kanbanTasks)
        .set({ position: sql`${kanbanTasks.position} + 1` })
        .where(and(eq(kanbanTasks.columnId, toColumnId), gte(kanbanTasks.position, position), ne(kanbanTasks.id, taskId)));
      await tx.update(kanbanTasks).set({ columnId: toColumnId, position }).where(eq(kanbanTasks.id, taskId));
      return null;
    });
    if (refused) return fieldErrors(c, refused);
    return changed(c);
  });

  app.patch('/task/:id', async (c) => {
    const row = await findTask(db, c.req.param('id'));
    if (!row) return notFound(c);
    const parsed = validate(c, updateTaskSchema, await bodyOrEmpty(c));
    if (!parsed.ok) return parsed.response;
    const { assigneeIds, ...rest } = parsed.data;
    const task = toTask(row);
    const next: KanbanTask = {
      ...task,
      ...(Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<KanbanTask>),
      ...(assigneeIds ? { assignees: KANBAN_PEOPLE.filter((p) => assigneeIds.includes(p.id)) } : {}),
      updatedAt: new Date().toISOString(),
    };
    const clash = kanbanDatesClash(next.dueStart, next.dueEnd);
    if (clash) return fieldErrors(c, clash);
    const { id: _id, createdAt: _c, comments: _m, attachments: _a, ...columns } = kanbanTaskRow(next, row.columnId, row.position);
    await db.update(kanbanTasks).set(columns).where(eq(kanbanTasks.id, row.id));
    return changed(c);
  });

  // Comments and attachments are appended in SQL, so two added at once are both kept.
  app.post('/task/:id/comments', async (c) => {
    const account = c.get('account');
    const row = await findTask(db, c.req.param('id'));
    if (!row) return notFound(c);
    const parsed = await validateBody(c, kanbanCommentSchema);
    if (!parsed.ok) return parsed.response;
    const comment = { id: randomUUID(), author: { id: account.id, name: account.displayName }, message: parsed.data.message, createdAt: new Date().toISOString() };
    await db
      .update(kanbanTasks)
      .set({ comments: sql`${kanbanTasks.comments} || ${JSON.stringify([comment])}::jsonb`, updatedAt: new Date(comment.createdAt) })
      .where(eq(kanbanTasks.id, row.id));
    return changed(c, 201);
  });

  // What describes a file (name, type, size) is kept, not its bytes, as in the demo.
  app.post('/task/:id/attachments', async (c) => {
    const row = await findTask(db, c.req.param('id'));
    if (!row) return notFound(c);
    const file = (await c.req.formData().catch(() => null))?.get('file');
    const refused = kanbanAttachmentError(file, row.attachments.length);
    if (refused || !isUploadedFile(file)) return fieldErrors(c, refused ?? { file: 'Choose a file.' });
    const attachment = { id: randomUUID(), name: file.name, type: file.type, size: file.size, createdAt: new Date().toISOString() };
    const [added] = await db
      .update(kanbanTasks)
      .set({ attachments: sql`${kanbanTasks.attachments} || ${JSON.stringify([attachment])}::jsonb`, updatedAt: new Date(attachment.createdAt) })
      .where(and(eq(kanbanTasks.id, row.id), sql`jsonb_array_length(${kanbanTasks.attachments}) < 20`))
      .returning({ id: kanbanTasks.id });
    if (!added) return fieldErrors(c, { file: 'At most 20 attachments.' });
    return changed(c, 201);
  });

  app.delete('/task/:id/attachments/:attachmentId', async (c) => {
    const row = await findTask(db, c.req.param('id'));
    const attachmentId = c.req.param('attachmentId');
    if (!row?.attachments.some((a) => a.id === attachmentId)) return notFound(c);
    await db
      .update(kanbanTasks)
      .set({
        attachments: sql`coalesce((select jsonb_agg(a) from jsonb_array_elements(${kanbanTasks.attachments}) a where a->>'id' <> ${attachmentId}), '[]'::jsonb)`,
        updatedAt: new Date(),
      })
      .where(eq(kanbanTasks.id, row.id));
    return changed(c);
  });

  app.delete('/task/:id', async (c) => {
    const gone = await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(kanbanTasks).where(eq(kanbanTasks.id, c.req.param('id'))).returning();
      if (deleted) await closeGap(tx, deleted.columnId, deleted.position);
      return Boolean(deleted);
    });
    if (!gone) return notFound(c);
    return changed(c);
  });

  return app;
}
