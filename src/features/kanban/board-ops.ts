// Pure changes to a board, the same the demo API makes: the optimistic copy shown while a request
// is in flight, and the drag's working order.
import type { KanbanBoard, KanbanTask, KanbanTaskInput } from '@/lib/api-contract/kanban';

export function moveTask(
  board: KanbanBoard,
  taskId: string,
  toColumnId: string,
  toIndex: number,
): KanbanBoard {
  return {
    ...board,
    columns: board.columns.map((column) => {
      const taskIds = column.taskIds.filter((id) => id !== taskId);
      if (column.id === toColumnId) taskIds.splice(Math.min(toIndex, taskIds.length), 0, taskId);
      return taskIds.length === column.taskIds.length && column.id !== toColumnId
        ? column
        : { ...column, taskIds };
    }),
  };
}

export function moveColumns(board: KanbanBoard, columnIds: string[]): KanbanBoard {
  const byId = new Map(board.columns.map((c) => [c.id, c]));
  return { ...board, columns: columnIds.map((id) => byId.get(id)!).filter(Boolean) };
}

/** A renamed built-in column loses its `nameKey`: the user's name wins, as the API does. */
export function renameColumn(board: KanbanBoard, id: string, name: string): KanbanBoard {
  return {
    ...board,
    columns: board.columns.map((c) => {
      if (c.id !== id) return c;
      const { nameKey: _builtIn, ...named } = c;
      return { ...named, name };
    }),
  };
}

/** Without the column's tasks; `removeColumn` drops the column too. */
export function clearColumn(board: KanbanBoard, id: string, removeColumn = false): KanbanBoard {
  const column = board.columns.find((c) => c.id === id);
  if (!column) return board;
  const gone = new Set(column.taskIds);
  return {
    columns: removeColumn
      ? board.columns.filter((c) => c.id !== id)
      : board.columns.map((c) => (c.id === id ? { ...c, taskIds: [] } : c)),
    tasks: Object.fromEntries(Object.entries(board.tasks).filter(([taskId]) => !gone.has(taskId))),
  };
}

export function updateTask(
  board: KanbanBoard,
  id: string,
  patch: Partial<KanbanTask>,
): KanbanBoard {
  const task = board.tasks[id];
  return task ? { ...board, tasks: { ...board.tasks, [id]: { ...task, ...patch } } } : board;
}

export function removeTask(board: KanbanBoard, id: string): KanbanBoard {
  const { [id]: _gone, ...tasks } = board.tasks;
  return {
    columns: board.columns.map((c) =>
      c.taskIds.includes(id) ? { ...c, taskIds: c.taskIds.filter((t) => t !== id) } : c,
    ),
    tasks,
  };
}

export const columnOf = (board: KanbanBoard, taskId: string) =>
  board.columns.find((c) => c.taskIds.includes(taskId));

/** The new task as it will look, under a temporary id, until the server's board replaces it. */
export function addPendingTask(board: KanbanBoard, input: KanbanTaskInput): KanbanBoard {
  const id = `pending-${Date.now()}`;
  const now = new Date().toISOString();
  const task: KanbanTask = {
    id,
    name: input.name,
    description: input.description ?? '',
    priority: input.priority ?? 'medium',
    labels: input.labels ?? [],
    assignees: [],
    reporter: { id: '', name: '' },
    dueStart: input.dueStart ?? null,
    dueEnd: input.dueEnd ?? null,
    completed: false,
    comments: [],
    attachments: [],
    createdAt: now,
    updatedAt: now,
  };
  return {
    columns: board.columns.map((c) =>
      c.id === input.columnId
        ? { ...c, taskIds: input.position === 'top' ? [id, ...c.taskIds] : [...c.taskIds, id] }
        : c,
    ),
    tasks: { ...board.tasks, [id]: task },
  };
}
