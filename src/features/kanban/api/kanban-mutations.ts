// Every board change is optimistic: the cached board changes at once, the request saves it, and a
// failure puts the board back and says so in a toast. Writes answer with the whole board, which
// replaces the cache, so the server's order wins. While several changes are in flight an earlier
// answer would undo a later optimistic change, so answers are only applied by the last one to
// settle, which refetches the board when others overlapped it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  KanbanBoard,
  KanbanPerson,
  KanbanTask,
  KanbanTaskInput,
} from '@/lib/api-contract/kanban';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';
import * as ops from '../board-ops';
import { kanbanApi, kanbanQueries } from './kanban';
import { errorText } from '@/lib/http/error-text';

const mutationKey = [...kanbanQueries.all(), 'change'] as const;
/** Whether an answer was skipped because other changes were in flight. */
let overlapped = false;

interface BoardChange<V> {
  request: (vars: V) => Promise<KanbanBoard>;
  optimistic?: (board: KanbanBoard, vars: V) => KanbanBoard;
  /** The toast's title when the server refuses. */
  failed: (vars: V) => string;
  saved?: (vars: V) => string;
}

function useBoardChange<V>({ request, optimistic, failed, saved }: BoardChange<V>) {
  const queryClient = useQueryClient();
  const boardKey = kanbanQueries.board().queryKey;
  const alone = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: request,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const before = queryClient.getQueryData(boardKey);
      if (before && optimistic) queryClient.setQueryData(boardKey, optimistic(before, vars));
      return { before };
    },
    onError: (error, vars, context) => {
      if (alone() && context?.before) queryClient.setQueryData(boardKey, context.before);
      else overlapped = true;
      toast.error(failed(vars), errorText(error));
    },
    onSuccess: (board, vars) => {
      if (alone()) queryClient.setQueryData(boardKey, board);
      else overlapped = true;
      if (saved) toast.success(saved(vars));
    },
    onSettled: () => {
      if (!alone() || !overlapped) return;
      overlapped = false;
      return queryClient.invalidateQueries({ queryKey: boardKey });
    },
  });
}

export function useKanbanMutations() {
  const { t } = useTranslation('kanban');
  const queryClient = useQueryClient();
  const taskName = (id: string) =>
    queryClient.getQueryData(kanbanQueries.board().queryKey)?.tasks[id]?.name ?? '';
  const people = () => queryClient.getQueryData(kanbanQueries.people().queryKey) ?? [];
  const { user } = useAuth();

  return {
    moveTask: useBoardChange({
      request: kanbanApi.moveTask,
      optimistic: (board, v) => ops.moveTask(board, v.taskId, v.toColumnId, v.toIndex),
      failed: (v) => t('toast.moveFailed', { name: taskName(v.taskId) }),
    }),
    moveColumns: useBoardChange({
      request: kanbanApi.moveColumn,
      optimistic: ops.moveColumns,
      failed: () => t('toast.moveColumnFailed'),
    }),
    addColumn: useBoardChange({
      request: kanbanApi.addColumn,
      optimistic: (board, name) => ({
        ...board,
        columns: [...board.columns, { id: `pending-${name}`, name, taskIds: [] }],
      }),
      failed: (name: string) => t('toast.addColumnFailed', { name }),
    }),
    renameColumn: useBoardChange({
      request: (v: { id: string; name: string }) => kanbanApi.renameColumn(v.id, v.name),
      optimistic: (board, v) => ops.renameColumn(board, v.id, v.name),
      failed: (v) => t('toast.renameColumnFailed', { name: v.name }),
    }),
    clearColumn: useBoardChange({
      request: (v: { id: string; name: string }) => kanbanApi.clearColumn(v.id),
      optimistic: (board, v) => ops.clearColumn(board, v.id),
      failed: (v) => t('toast.clearColumnFailed', { name: v.name }),
      saved: (v) => t('toast.columnCleared', { name: v.name }),
    }),
    deleteColumn: useBoardChange({
      request: (v: { id: string; name: string }) => kanbanApi.deleteColumn(v.id),
      optimistic: (board, v) => ops.clearColumn(board, v.id, true),
      failed: (v) => t('toast.deleteColumnFailed', { name: v.name }),
      saved: (v) => t('toast.columnDeleted', { name: v.name }),
    }),
    addTask: useBoardChange({
      request: kanbanApi.addTask,
      optimistic: (board, v) => ops.addPendingTask(board, v),
      failed: (v: KanbanTaskInput) => t('toast.addTaskFailed', { name: v.name }),
    }),
    updateTask: useBoardChange({
      request: ({ id, input }: { id: string; input: Parameters<typeof kanbanApi.updateTask>[1] }) =>
        kanbanApi.updateTask(id, input),
      optimistic: (board, { id, input }) => {
        const { assigneeIds, ...rest } = input;
        const patch: Partial<KanbanTask> = { ...rest };
        if (assigneeIds)
          patch.assignees = people().filter((p: KanbanPerson) => assigneeIds.includes(p.id));
        return ops.updateTask(board, id, patch);
      },
      failed: (v) => t('toast.saveTaskFailed', { name: taskName(v.id) || v.input.name }),
    }),
    deleteTask: useBoardChange({
      request: (v: { id: string; name: string }) => kanbanApi.deleteTask(v.id),
      optimistic: (board, v) => ops.removeTask(board, v.id),
      failed: (v) => t('toast.deleteTaskFailed', { name: v.name }),
      saved: (v) => t('toast.taskDeleted', { name: v.name }),
    }),
    addComment: useBoardChange({
      request: (v: { id: string; message: string }) => kanbanApi.addComment(v.id, v.message),
      // Shown at once under the signed-in user's name; the server's copy replaces it.
      optimistic: (board, v) => {
        const task = board.tasks[v.id];
        if (!task || !user) return board;
        const now = new Date().toISOString();
        const comment = {
          id: `pending-${now}`,
          author: { id: user.id, name: user.displayName },
          message: v.message,
          createdAt: now,
        };
        return ops.updateTask(board, v.id, {
          comments: [...task.comments, comment],
          updatedAt: now,
        });
      },
      failed: () => t('toast.commentFailed'),
    }),
    addAttachment: useBoardChange({
      request: (v: { id: string; file: File }) => kanbanApi.addAttachment(v.id, v.file),
      failed: (v) => t('toast.attachFailed', { name: v.file.name }),
    }),
    removeAttachment: useBoardChange({
      request: (v: { id: string; attachmentId: string }) =>
        kanbanApi.removeAttachment(v.id, v.attachmentId),
      optimistic: (board, v) => {
        const task = board.tasks[v.id];
        return task
          ? ops.updateTask(board, v.id, {
              attachments: task.attachments.filter((a) => a.id !== v.attachmentId),
            })
          : board;
      },
      failed: () => t('toast.removeAttachmentFailed'),
    }),
  };
}

export type KanbanMutations = ReturnType<typeof useKanbanMutations>;
