// Kanban (docs/product-rules.md#api-calls: /api/kanban): one board; every write answers with the whole board.
import { HttpResponse, http } from 'msw';
import type { KanbanBoard, KanbanTask } from '@/lib/api-contract/kanban';
import {
  isUploadedFile,
  kanbanAttachmentError,
  kanbanColumnSchema as columnSchema,
  kanbanCommentSchema,
  kanbanDatesClash,
  kanbanMoveColumnSchema,
  kanbanMoveTaskSchema,
  kanbanTaskSchemas,
  newKanbanTask,
} from '@/lib/api-contract/kanban-input';
import { requireAccount } from '../accounts';
import { defineCollection } from '../db';
import { API, fieldErrors, latency, notFound } from '../respond';
import { KANBAN_PEOPLE, seedKanban, type StoredColumn } from '@/lib/seed/kanban';
import { validate, validateBody } from '../validate';

const columns = defineCollection<StoredColumn>('kanban-columns', async () => (await seedKanban()).columns);
const tasks = defineCollection<KanbanTask>('kanban-tasks', async () => (await seedKanban()).tasks);

async function board(): Promise<KanbanBoard> {
  const cols = (await columns.all()).sort((a, b) => a.position - b.position);
  const all = await tasks.all();
  return {
    columns: cols.map(({ id, name, nameKey, taskIds }) => ({ id, name, ...(nameKey ? { nameKey } : {}), taskIds })),
    tasks: Object.fromEntries(all.map((t) => [t.id, t])),
  };
}
const respond = async (status = 200) => HttpResponse.json({ board: await board() }, { status });

const { create: createTaskSchema, update: updateTaskSchema } = kanbanTaskSchemas(KANBAN_PEOPLE);

function datesClash(start?: string | null, end?: string | null) {
  const clash = kanbanDatesClash(start, end);
  return clash ? fieldErrors(clash) : null;
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
    const parsed = await validateBody(request, kanbanMoveColumnSchema(cols.map((c) => c.id)));
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
    // The user's name wins over a built-in column's own (KanbanColumn's `nameKey`).
    const { nameKey: _builtIn, ...named } = col;
    await columns.put({ ...named, name: parsed.data.name });
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
    const task = newKanbanTask(input, KANBAN_PEOPLE, { id: account.id, name: account.displayName }, crypto.randomUUID(), new Date().toISOString());
    await tasks.put(task);
    const taskIds = input.position === 'top' ? [task.id, ...col.taskIds] : [...col.taskIds, task.id];
    await columns.put({ ...col, taskIds });
    return respond(201);
  }),
  http.post(`${API}/kanban/move-task`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const parsed = await validateBody(request, kanbanMoveTaskSchema);
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
    const parsed = await validateBody(request, kanbanCommentSchema);
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
    const refused = kanbanAttachmentError(file, task.attachments.length);
    if (refused || !isUploadedFile(file)) return fieldErrors(refused ?? { file: 'Choose a file.' });
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
