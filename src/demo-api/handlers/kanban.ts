// Kanban (docs/product-rules.md#api-calls: /api/kanban): one board; every write answers with the whole board.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { KanbanBoard, KanbanTask } from '@/lib/api-contract/kanban';
import { taskPriorities } from '@/lib/api-contract/kanban';
import { requireAccount } from '../accounts';
import { defineCollection } from '../db';
import { API, fieldErrors, latency, notFound } from '../respond';
import { KANBAN_PEOPLE, seedKanban, type StoredColumn } from '../seed/kanban';
import { validate, validateBody } from '../validate';

const columns = defineCollection<StoredColumn>('kanban-columns', async () => (await seedKanban()).columns);
const tasks = defineCollection<KanbanTask>('kanban-tasks', async () => (await seedKanban()).tasks);

async function board(): Promise<KanbanBoard> {
  const cols = (await columns.all()).sort((a, b) => a.position - b.position);
  const all = await tasks.all();
  return {
    columns: cols.map(({ id, name, taskIds }) => ({ id, name, taskIds })),
    tasks: Object.fromEntries(all.map((t) => [t.id, t])),
  };
}
const respond = async (status = 200) => HttpResponse.json({ board: await board() }, { status });

const columnSchema = z.object({ name: z.string().trim().min(1, 'Enter a column name.').max(40, 'Use at most 40 characters.') });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date (YYYY-MM-DD).').nullable();
const taskFields = {
  name: z.string().trim().min(1, 'Enter a task name.').max(120, 'Use at most 120 characters.'),
  description: z.string().max(5000, 'Use at most 5000 characters.').optional(),
  priority: z.enum(taskPriorities, 'Choose a priority.').optional(),
  labels: z.array(z.string().trim().min(1).max(30)).max(10, 'At most 10 labels.').optional(),
  assigneeIds: z
    .array(z.string())
    .refine((ids) => ids.every((id) => KANBAN_PEOPLE.some((p) => p.id === id)), 'Choose people from the team.')
    .optional(),
  dueStart: isoDate.optional(),
  dueEnd: isoDate.optional(),
  completed: z.boolean().optional(),
};
const createTaskSchema = z.object({
  columnId: z.string().min(1, 'Choose a column.'),
  // Where the new task goes in its column (the bottom unless asked).
  position: z.enum(['top', 'bottom']).optional(),
  ...taskFields,
});
const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const updateTaskSchema = z.object(taskFields).partial();

function datesClash(start?: string | null, end?: string | null) {
  return start && end && end < start ? fieldErrors({ dueEnd: 'The end date cannot be before the start date.' }) : null;
}

async function withoutTask(taskId: string) {
  const cols = await columns.all();
  const changed = cols.filter((c) => c.taskIds.includes(taskId)).map((c) => ({ ...c, taskIds: c.taskIds.filter((id) => id !== taskId) }));
  await columns.putMany(changed);
}

export const handlers = [
  http.get(`${API}/kanban`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    return respond();
  }),
  http.get(`${API}/kanban/people`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    return HttpResponse.json({ people: KANBAN_PEOPLE });
  }),
  http.post(`${API}/kanban/column`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const parsed = await validateBody(request, columnSchema);
    if (!parsed.ok) return parsed.response;
    const cols = await columns.all();
    await columns.put({ id: crypto.randomUUID(), name: parsed.data.name, position: cols.length ? Math.max(...cols.map((c) => c.position)) + 1 : 0, taskIds: [] });
    return respond(201);
  }),
  http.post(`${API}/kanban/move-column`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const cols = await columns.all();
    const parsed = await validateBody(
      request,
      z.object({
        columnIds: z
          .array(z.string())
          .refine((ids) => ids.length === cols.length && cols.every((c) => ids.includes(c.id)), 'List every column exactly once.'),
      }),
    );
    if (!parsed.ok) return parsed.response;
    await columns.putMany(parsed.data.columnIds.map((id, position) => ({ ...cols.find((c) => c.id === id)!, position })));
    return respond();
  }),
  http.patch(`${API}/kanban/column/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const col = await columns.get(String(params.id));
    if (!col) return notFound();
    const parsed = await validateBody(request, columnSchema);
    if (!parsed.ok) return parsed.response;
    await columns.put({ ...col, name: parsed.data.name });
    return respond();
  }),
  http.post(`${API}/kanban/column/:id/clear`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const col = await columns.get(String(params.id));
    if (!col) return notFound();
    await tasks.deleteMany(col.taskIds);
    await columns.put({ ...col, taskIds: [] });
    return respond();
  }),
  http.delete(`${API}/kanban/column/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const col = await columns.get(String(params.id));
    if (!col) return notFound();
    await tasks.deleteMany(col.taskIds);
    await columns.delete(col.id);
    return respond();
  }),
  http.post(`${API}/kanban/task`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = await validateBody(request, createTaskSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const col = await columns.get(input.columnId);
    if (!col) return fieldErrors({ columnId: 'Choose an existing column.' });
    const clash = datesClash(input.dueStart, input.dueEnd);
    if (clash) return clash;
    const task: KanbanTask = {
      id: crypto.randomUUID(),
      name: input.name,
      description: input.description ?? '',
      priority: input.priority ?? 'medium',
      labels: input.labels ?? [],
      assignees: KANBAN_PEOPLE.filter((p) => input.assigneeIds?.includes(p.id)),
      reporter: { id: account.id, name: account.displayName },
      dueStart: input.dueStart ?? null,
      dueEnd: input.dueEnd ?? null,
      completed: input.completed ?? false,
      comments: [],
      attachments: [],
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    await tasks.put(task);
    const taskIds = input.position === 'top' ? [task.id, ...col.taskIds] : [...col.taskIds, task.id];
    await columns.put({ ...col, taskIds });
    return respond(201);
  }),
  http.post(`${API}/kanban/move-task`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const parsed = await validateBody(
      request,
      z.object({ taskId: z.string().min(1), toColumnId: z.string().min(1), toIndex: z.number().int().min(0, 'Use a position from 0.') }),
    );
    if (!parsed.ok) return parsed.response;
    const { taskId, toColumnId, toIndex } = parsed.data;
    if (!(await tasks.get(taskId))) return fieldErrors({ taskId: 'No such task.' });
    if (!(await columns.get(toColumnId))) return fieldErrors({ toColumnId: 'No such column.' });
    await withoutTask(taskId);
    const target = (await columns.get(toColumnId))!;
    const taskIds = [...target.taskIds];
    taskIds.splice(Math.min(toIndex, taskIds.length), 0, taskId);
    await columns.put({ ...target, taskIds });
    return respond();
  }),
  http.patch(`${API}/kanban/task/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const task = await tasks.get(String(params.id));
    if (!task) return notFound();
    const parsed = validate(updateTaskSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const { assigneeIds, ...rest } = parsed.data;
    const next: KanbanTask = {
      ...task,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(assigneeIds ? { assignees: KANBAN_PEOPLE.filter((p) => assigneeIds.includes(p.id)) } : {}),
      updatedAt: new Date().toISOString(),
    };
    const clash = datesClash(next.dueStart, next.dueEnd);
    if (clash) return clash;
    await tasks.put(next);
    return respond();
  }),
  http.post(`${API}/kanban/task/:id/comments`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const task = await tasks.get(String(params.id));
    if (!task) return notFound();
    const parsed = await validateBody(request, z.object({ message: z.string().trim().min(1, 'Write a comment.').max(2000, 'Use at most 2000 characters.') }));
    if (!parsed.ok) return parsed.response;
    const comment = { id: crypto.randomUUID(), author: { id: account.id, name: account.displayName }, message: parsed.data.message, createdAt: new Date().toISOString() };
    await tasks.put({ ...task, comments: [...task.comments, comment], updatedAt: comment.createdAt });
    return respond(201);
  }),
  // The demo keeps what describes a file (name, type, size), not its bytes.
  http.post(`${API}/kanban/task/:id/attachments`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const task = await tasks.get(String(params.id));
    if (!task) return notFound();
    const file = (await request.formData().catch(() => null))?.get('file');
    if (!(file instanceof File) || file.size === 0) return fieldErrors({ file: 'Choose a file.' });
    if (file.size > MAX_ATTACHMENT_BYTES) return fieldErrors({ file: 'Use a file of at most 5 MB.' });
    if (task.attachments.length >= 20) return fieldErrors({ file: 'At most 20 attachments.' });
    const attachment = { id: crypto.randomUUID(), name: file.name, type: file.type, size: file.size, createdAt: new Date().toISOString() };
    await tasks.put({ ...task, attachments: [...task.attachments, attachment], updatedAt: attachment.createdAt });
    return respond(201);
  }),
  http.delete(`${API}/kanban/task/:id/attachments/:attachmentId`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const task = await tasks.get(String(params.id));
    if (!task?.attachments.some((a) => a.id === params.attachmentId)) return notFound();
    await tasks.put({ ...task, attachments: task.attachments.filter((a) => a.id !== params.attachmentId), updatedAt: new Date().toISOString() });
    return respond();
  }),
  http.delete(`${API}/kanban/task/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const id = String(params.id);
    if (!(await tasks.delete(id))) return notFound();
    await withoutTask(id);
    return respond();
  }),
];
