// What screen readers hear during a drag (dnd-kit's live region), in the user's language: which
// task or column was picked up, where it is after each move (column, position of count), where it
// was dropped, and that a cancel put it back.
import type {
  Announcements,
  DragEndEvent,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanBoard } from '@/lib/api-contract/kanban';
import { columnName as shownName } from '../column-name';
import type { Lists } from './kanban-board';

type Over = DragEndEvent['over'];

export function useKanbanAnnouncements(board: KanbanBoard, lists: Lists, order: string[]) {
  const { t } = useTranslation('kanban');
  // The handlers run between renders: they read the latest order through a ref.
  const latest = useRef({ board, lists, order });
  useLayoutEffect(() => {
    latest.current = { board, lists, order };
  });

  return useMemo(() => {
    const columnName = (id: string) => {
      const column = latest.current.board.columns.find((c) => c.id === id);
      return column ? shownName(column, t) : '';
    };
    const taskName = (id: UniqueIdentifier) => latest.current.board.tasks[String(id)]?.name ?? '';
    const isColumn = (id: UniqueIdentifier) =>
      latest.current.board.columns.some((c) => c.id === id);

    /** Where the task would land over `over`: the column, its position and the column's count. */
    function taskPlace(taskId: UniqueIdentifier, over: Over) {
      const { lists: current } = latest.current;
      if (!over) return null;
      const overId = String(over.id);
      const column =
        overId in current ? overId : Object.keys(current).find((c) => current[c]!.includes(overId));
      if (!column) return null;
      const list = current[column]!;
      const inList = list.includes(String(taskId));
      const count = list.length + (inList ? 0 : 1);
      const index = list.indexOf(overId);
      const position = index < 0 ? count : index + 1;
      return { name: taskName(taskId), column: columnName(column), position, count };
    }
    function columnPlace(id: UniqueIdentifier, over: Over) {
      const { order: current } = latest.current;
      const index = current.indexOf(String(over?.id ?? id));
      return { name: columnName(String(id)), position: index + 1, count: current.length };
    }

    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        isColumn(active.id)
          ? t('dnd.pickedColumn', columnPlace(active.id, null))
          : (() => {
              const place = taskPlace(active.id, { id: active.id } as Over);
              return place ? t('dnd.pickedTask', place) : undefined;
            })(),
      onDragOver: ({ active, over }) => {
        if (isColumn(active.id))
          return over ? t('dnd.overColumn', columnPlace(active.id, over)) : undefined;
        const place = taskPlace(active.id, over);
        return place ? t('dnd.overTask', place) : undefined;
      },
      onDragEnd: ({ active, over }) => {
        if (isColumn(active.id))
          return over ? t('dnd.droppedColumn', columnPlace(active.id, over)) : undefined;
        const place = taskPlace(active.id, over);
        return place ? t('dnd.droppedTask', place) : undefined;
      },
      onDragCancel: ({ active }) => {
        if (isColumn(active.id))
          return t('dnd.cancelledColumn', { name: columnName(String(active.id)) });
        const column = latest.current.board.columns.find((c) =>
          c.taskIds.includes(String(active.id)),
        );
        return t('dnd.cancelledTask', {
          name: taskName(active.id),
          column: column ? shownName(column, t) : '',
        });
      },
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('dnd.instructions') };
    return { announcements, screenReaderInstructions };
  }, [t]);
}
