// The rules of the kanban board's writes (docs/api/apps.md#kanban): one copy for the demo API
// (src/demo-api/handlers/kanban.ts) and the API server (server/routes/kanban.ts), so both answer the
// same field errors. Assignees must be among the board's people, which each backend passes in.
import { z } from 'zod';
import { taskPriorities, type KanbanPerson, type KanbanTask } from './kanban';

export const kanbanColumnSchema = z.object({
  name: z.string().trim().min(1, 'Enter a column name.').max(40, 'Use at most 40 characters.'),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date (YYYY-MM-DD).').nullable();

function taskFields(people: readonly KanbanPerson[]) {
  return {
    name: z.string().trim().min(1, 'Enter a task name.').max(120, 'Use at most 120 characters.'),
    description: z.string().max(5000, 'Use at most 5000 characters.').optional(),
    priority: z.enum(taskPriorities, 'Choose a priority.').optional(),
    labels: z.array(z.string().trim().min(1).max(30)).max(10, 'At most 10 labels.').optional(),
    assigneeIds: z
      .array(z.string())
      .refine((ids) => ids.every((id) => people.some((p) => p.id === id)), 'Choose people from the team.')
      .optional(),
    dueStart: isoDate.optional(),
    dueEnd: isoDate.optional(),
    completed: z.boolean().optional(),
  };
}

/** A new task (POST /api/kanban/task) and a change of one (PATCH /api/kanban/task/:id, any subset). */
export function kanbanTaskSchemas(people: readonly KanbanPerson[]) {
  const fields = taskFields(people);
  return {
    create: z.object({
      columnId: z.string().min(1, 'Choose a column.'),
      // Where the new task goes in its column (the bottom unless asked).
      position: z.enum(['top', 'bottom']).optional(),
      ...fields,
    }),
    update: z.object(fields).partial(),
  };
}

/** POST /api/kanban/move-column: every column exactly once, `columnIds` being the board's. */
export function kanbanMoveColumnSchema(columnIds: readonly string[]) {
  return z.object({
    columnIds: z
      .array(z.string())
      .refine((ids) => ids.length === columnIds.length && columnIds.every((id) => ids.includes(id)), 'List every column exactly once.'),
  });
}

export const kanbanMoveTaskSchema = z.object({
  taskId: z.string().min(1),
  toColumnId: z.string().min(1),
  toIndex: z.number().int().min(0, 'Use a position from 0.'),
});

export const kanbanCommentSchema = z.object({
  message: z.string().trim().min(1, 'Write a comment.').max(2000, 'Use at most 2000 characters.'),
});

export const KANBAN_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KANBAN_ATTACHMENTS_MAX = 20;

/** What an attachment is kept as: a multipart `file` part (a File of any realm: the browser's, Node's). */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  const v = value as Partial<UploadedFile> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.type === 'string' && typeof v.size === 'number';
}

/** The 400's field errors of an attachment (multipart `file`), or null when it may be added. */
export function kanbanAttachmentError(file: unknown, attachedAlready: number): Record<string, string> | null {
  if (!isUploadedFile(file) || file.size === 0) return { file: 'Choose a file.' };
  if (file.size > KANBAN_ATTACHMENT_MAX_BYTES) return { file: 'Use a file of at most 5 MB.' };
  if (attachedAlready >= KANBAN_ATTACHMENTS_MAX) return { file: 'At most 20 attachments.' };
  return null;
}

/** The field errors of a task whose end day is before its start day, or null. */
export function kanbanDatesClash(start?: string | null, end?: string | null): Record<string, string> | null {
  return start && end && end < start ? { dueEnd: 'The end date cannot be before the start date.' } : null;
}

/** A new task as both backends store it, from a valid `create` input: defaults filled, the
 * assignees looked up among `people`, no comments or attachments yet. */
export function newKanbanTask(
  input: z.infer<ReturnType<typeof kanbanTaskSchemas>['create']>,
  people: readonly KanbanPerson[],
  reporter: KanbanPerson,
  id: string,
  now: string,
): KanbanTask {
  return {
    id,
    name: input.name,
    description: input.description ?? '',
    priority: input.priority ?? 'medium',
    labels: input.labels ?? [],
    assignees: people.filter((p) => input.assigneeIds?.includes(p.id)),
    reporter,
    dueStart: input.dueStart ?? null,
    dueEnd: input.dueEnd ?? null,
    completed: input.completed ?? false,
    comments: [],
    attachments: [],
    createdAt: now,
    updatedAt: now,
  };
}
