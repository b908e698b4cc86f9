// When a task is overdue: its due date (the end, else the start) is before today, on this device's
// calendar, and it is not completed. A task due today is not overdue yet.
import type { KanbanTask } from '@/lib/api-contract/kanban';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on this device's calendar, as YYYY-MM-DD (the API's day format). */
export const localDay = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export function isOverdue(task: Pick<KanbanTask, 'dueStart' | 'dueEnd' | 'completed'>, today = localDay()): boolean {
  const due = task.dueEnd ?? task.dueStart;
  return Boolean(due) && !task.completed && due! < today;
}
