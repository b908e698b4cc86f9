// The board's URL search params: its filters and the open task, so a filtered view or a task is a
// link (the calendar links a task's due date to `?task=<id>`). Plain checks: route search
// validation ships in the first load.
import { oneOf, searchParams, stringParam } from '@/lib/search-params';
import { taskPriorities } from '@/lib/api-contract/kanban';

export const kanbanSearchDefaults = { q: '', assignee: '', label: '', priority: '' } as const;

export const validateKanbanSearch = searchParams({
  q: stringParam(100, ''),
  assignee: stringParam(60, ''),
  label: stringParam(30, ''),
  priority: oneOf(['', ...taskPriorities], ''),
  task: stringParam(60),
});

export type KanbanSearch = ReturnType<typeof validateKanbanSearch>;
