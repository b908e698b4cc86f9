// Fetchers and the query factory of the board (['kanban', 'board'], ['kanban', 'people']). Every
// write answers with the whole board, which replaces the cached one.
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import {
  kanbanPaths,
  type KanbanBoardResponse,
  type KanbanMoveTaskInput,
  type KanbanPerson,
  type KanbanTaskInput,
} from '@/lib/api-contract/kanban';

const board = (request: Promise<KanbanBoardResponse>) => request.then((r) => r.board);

export const fetchBoard = (signal?: AbortSignal) =>
  board(http.get<KanbanBoardResponse>(kanbanPaths.board, { signal }));

export const kanbanApi = {
  addColumn: (name: string) => board(http.post(kanbanPaths.columns, { name })),
  renameColumn: (id: string, name: string) => board(http.patch(kanbanPaths.column(id), { name })),
  clearColumn: (id: string) => board(http.post(kanbanPaths.clearColumn(id))),
  deleteColumn: (id: string) => board(http.delete(kanbanPaths.column(id))),
  moveColumn: (columnIds: string[]) => board(http.post(kanbanPaths.moveColumn, { columnIds })),
  addTask: (input: KanbanTaskInput) => board(http.post(kanbanPaths.tasks, input)),
  updateTask: (id: string, input: Partial<Omit<KanbanTaskInput, 'columnId' | 'position'>>) =>
    board(http.patch(kanbanPaths.task(id), input)),
  deleteTask: (id: string) => board(http.delete(kanbanPaths.task(id))),
  moveTask: (input: KanbanMoveTaskInput) => board(http.post(kanbanPaths.moveTask, input)),
  addComment: (id: string, message: string) =>
    board(http.post(kanbanPaths.taskComments(id), { message })),
  addAttachment: (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return board(http.post(kanbanPaths.taskAttachments(id), body));
  },
  removeAttachment: (id: string, attachmentId: string) =>
    board(http.delete(kanbanPaths.taskAttachment(id, attachmentId))),
};

export const kanbanQueries = {
  all: () => ['kanban'] as const,
  board: () =>
    queryOptions({
      queryKey: [...kanbanQueries.all(), 'board'] as const,
      queryFn: ({ signal }) => fetchBoard(signal),
    }),
  people: () =>
    queryOptions({
      queryKey: [...kanbanQueries.all(), 'people'] as const,
      queryFn: ({ signal }) =>
        http.get<{ people: KanbanPerson[] }>(kanbanPaths.people, { signal }).then((r) => r.people),
      staleTime: Infinity,
    }),
};
