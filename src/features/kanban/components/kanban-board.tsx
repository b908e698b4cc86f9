// The board's drag and drop (dnd-kit): tasks within and across columns, columns left and right,
// with the pointer, touch (a short press) and the keyboard (space, arrows, space; Escape cancels),
// each step announced to screen readers. While a drag is on, the board shows its own working copy
// of the order; the drop becomes one move request (optimistic, see kanban-mutations.ts), sent after
// the drop is painted, and the copy is dropped as soon as the cached board changes. The dragged
// card follows the pointer as a DragOverlay and lands without a drop animation: it is in place on
// the frame after the drop.
import { Box, HStack } from '@chakra-ui/react';
import {
  closestCenter,
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { KanbanBoard } from '@/lib/api-contract/kanban';
import { useKanbanAnnouncements } from './kanban-announcements';
import { KanbanTaskFace } from './kanban-task-card';

export type Lists = Record<string, string[]>;

interface DragState {
  activeId: string;
  type: 'task' | 'column';
  lists: Lists;
  order: string[];
  /** After the drop, the board it was made on: the copy shows until the board changes. */
  droppedOn?: KanbanBoard;
}

interface KanbanBoardDndProps {
  board: KanbanBoard;
  /** The tasks shown per column (after filters), in order. */
  visible: Lists;
  onMoveTask: (taskId: string, toColumnId: string, toIndex: number) => void;
  onMoveColumns: (columnIds: string[]) => void;
  renderColumn: (columnId: string, taskIds: string[]) => ReactNode;
  /** After the last column (the form to add one). */
  after?: ReactNode;
}

// Columns only collide with columns; tasks with tasks and columns (an empty column takes a drop).
const collision: CollisionDetection = (args) =>
  args.active.data.current?.type === 'column'
    ? closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter(
          (c) => c.data.current?.type === 'column',
        ),
      })
    : closestCorners(args);

/**
 * After the next paint. The drop shows at once from the drag's working copy; the save (the
 * optimistic board, the request, and the demo API answering it in this same page) waits a frame,
 * so it does not hold the dropped card's first paint back (docs/performance.md#kanban).
 */
const afterPaint = (save: () => void) => requestAnimationFrame(() => setTimeout(save, 0));

const findColumn = (lists: Lists, id: UniqueIdentifier) =>
  id in lists ? String(id) : Object.keys(lists).find((col) => lists[col]!.includes(String(id)));

export function KanbanBoardDnd({
  board,
  visible,
  onMoveTask,
  onMoveColumns,
  renderColumn,
  after,
}: KanbanBoardDndProps) {
  const [drag, setDrag] = useState<DragState | null>(null);
  // The optimistic board has landed (or the move was refused): show the board itself again.
  if (drag?.droppedOn && drag.droppedOn !== board) setDrag(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a task; space lifts and drops.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const columnOrder = useMemo(() => board.columns.map((c) => c.id), [board.columns]);
  const lists = drag?.lists ?? visible;
  const order = drag?.order ?? columnOrder;
  const accessibility = useKanbanAnnouncements(board, lists, order);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) =>
      setDrag({
        activeId: String(active.id),
        type: active.data.current?.type === 'column' ? 'column' : 'task',
        lists: visible,
        order: columnOrder,
      }),
    [visible, columnOrder],
  );

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!drag || drag.type !== 'task' || !over) return;
    const from = findColumn(drag.lists, active.id);
    const to = findColumn(drag.lists, over.id);
    if (!from || !to || from === to) return;
    const target = drag.lists[to]!;
    const overIndex = target.indexOf(String(over.id));
    const below =
      active.rect.current.translated && over.rect
        ? active.rect.current.translated.top > over.rect.top + over.rect.height / 2
        : false;
    const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
    const next = { ...drag.lists, [from]: drag.lists[from]!.filter((id) => id !== active.id) };
    next[to] = [...target.slice(0, index), String(active.id), ...target.slice(index)];
    setDrag({ ...drag, lists: next });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!drag || !over) return setDrag(null);
    if (drag.type === 'column') {
      const from = drag.order.indexOf(String(active.id));
      const to = drag.order.indexOf(String(over.id));
      if (from < 0 || to < 0 || from === to) return setDrag(null);
      const order = arrayMove(drag.order, from, to);
      setDrag({ ...drag, order, droppedOn: board });
      return afterPaint(() => onMoveColumns(order));
    }
    const column = findColumn(drag.lists, active.id);
    const overColumn = findColumn(drag.lists, over.id);
    if (!column || !overColumn) return setDrag(null);
    let shown = drag.lists[overColumn]!;
    if (column === overColumn) {
      const from = shown.indexOf(String(active.id));
      const to = shown.indexOf(String(over.id));
      if (to >= 0 && from !== to) shown = arrayMove(shown, from, to);
    }
    const lists = { ...drag.lists, [overColumn]: shown };
    // The index among all the column's tasks: right after the shown task above it (filters may hide some).
    const full = board.columns
      .find((c) => c.id === overColumn)!
      .taskIds.filter((id) => id !== active.id);
    const above = shown[shown.indexOf(String(active.id)) - 1];
    const toIndex = above ? full.indexOf(above) + 1 : 0;
    const before = board.columns.find((c) => c.taskIds.includes(String(active.id)));
    if (before?.id === overColumn && before.taskIds.indexOf(String(active.id)) === toIndex)
      return setDrag(null);
    setDrag({ ...drag, lists, droppedOn: board });
    afterPaint(() => onMoveTask(String(active.id), overColumn, toIndex));
  };

  const activeTask =
    drag?.type === 'task' && !drag.droppedOn ? board.tasks[drag.activeId] : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
    >
      <SortableContext items={order} strategy={horizontalListSortingStrategy}>
        <HStack
          align="start"
          gap={4}
          overflowX="auto"
          pb={3}
          minH="60vh"
          data-testid="kanban-board"
        >
          {order.map((columnId) => (
            <Fragment key={columnId}>{renderColumn(columnId, lists[columnId] ?? [])}</Fragment>
          ))}
          {after}
        </HStack>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {activeTask ? (
          <Box
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="l2"
            p={3}
            shadow="lg"
            cursor="grabbing"
          >
            <KanbanTaskFace task={activeTask} />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
