// Kanban (docs/product-rules.md#api-calls: /api/kanban): one board of ordered columns holding ordered tasks.
export const taskPriorities = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export interface KanbanPerson {
  id: string;
  name: string;
}

export interface KanbanComment {
  id: string;
  author: KanbanPerson;
  message: string;
  createdAt: string;
}

export interface KanbanAttachment {
  id: string;
  name: string;
  /** MIME type as the browser gave it (may be empty). */
  type: string;
  /** Bytes. */
  size: number;
  createdAt: string;
}

export interface KanbanTask {
  id: string;
  name: string;
  description: string;
  priority: TaskPriority;
  labels: string[];
  assignees: KanbanPerson[];
  reporter: KanbanPerson;
  /** ISO dates (YYYY-MM-DD) or null. */
  dueStart: string | null;
  dueEnd: string | null;
  completed: boolean;
  comments: KanbanComment[];
  attachments: KanbanAttachment[];
  createdAt: string;
  updatedAt: string;
}

/** The built-in columns the app names itself (`kanban.json` `columns.<key>`). */
export const kanbanColumnKeys = ['todo', 'inProgress', 'review', 'done'] as const;
export type KanbanColumnKey = (typeof kanbanColumnKeys)[number];

export interface KanbanColumn {
  id: string;
  name: string;
  /**
   * A built-in column (the seed board's), which the app names in the reader's language; `name`
   * keeps its English name. Renaming the column drops it: the user's name wins
   * (docs/api/apps.md#kanban).
   */
  nameKey?: KanbanColumnKey;
  /** Task ids, top to bottom. */
  taskIds: string[];
}

export interface KanbanBoard {
  /** Left to right. */
  columns: KanbanColumn[];
  tasks: Record<string, KanbanTask>;
}

/** GET /api/kanban */
export interface KanbanBoardResponse {
  board: KanbanBoard;
}

export interface KanbanColumnInput {
  name: string;
}

/** POST /api/kanban/task; PATCH /api/kanban/task/:id takes any subset (without columnId). */
export interface KanbanTaskInput {
  columnId: string;
  /** Where the new task goes in its column; `bottom` by default. */
  position?: 'top' | 'bottom';
  name: string;
  description?: string;
  priority?: TaskPriority;
  labels?: string[];
  assigneeIds?: string[];
  dueStart?: string | null;
  dueEnd?: string | null;
  completed?: boolean;
}

/** POST /api/kanban/move-task: into `toColumnId` at `toIndex` (0-based; past the end appends). */
export interface KanbanMoveTaskInput {
  taskId: string;
  toColumnId: string;
  toIndex: number;
}

/** POST /api/kanban/move-column: the column ids in their new order (all of them). */
export interface KanbanMoveColumnInput {
  columnIds: string[];
}

/** Every write answers with the whole board, so the client replaces its copy. */
export const kanbanPaths = {
  board: '/api/kanban',
  /** GET: the people tasks can be assigned to. */
  people: '/api/kanban/people',
  columns: '/api/kanban/column',
  column: (id: string) => `/api/kanban/column/${id}`,
  /** POST: removes every task of the column. */
  clearColumn: (id: string) => `/api/kanban/column/${id}/clear`,
  moveColumn: '/api/kanban/move-column',
  tasks: '/api/kanban/task',
  task: (id: string) => `/api/kanban/task/${id}`,
  /** POST { message }: adds a comment by the signed-in account. */
  taskComments: (id: string) => `/api/kanban/task/${id}/comments`,
  moveTask: '/api/kanban/move-task',
  /** POST multipart `file` (at most 5 MB, 20 per task): adds an attachment. */
  taskAttachments: (id: string) => `/api/kanban/task/${id}/attachments`,
  taskAttachment: (id: string, attachmentId: string) => `/api/kanban/task/${id}/attachments/${attachmentId}`,
} as const;
