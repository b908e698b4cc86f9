// A column's cards, in a list that scrolls on its own. Past VIRTUALIZE_AFTER cards only the cards
// in view (and a few around them) are mounted, with spacers standing for the others: each mounted
// card is a dnd-kit sortable that re-renders on every step of a drag, so a 500-task board mounts
// about sixty of them instead of 500 (docs/performance.md#kanban). The dragged card stays mounted
// however far the list scrolls. Screen-reader positions come from the task lists, not the DOM, so
// "position 80 of 120" holds for a card that is not mounted.
import { Box, Text } from '@chakra-ui/react';
import { useDndContext } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type ReactNode } from 'react';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import { KanbanTaskCard } from './kanban-task-card';

export const VIRTUALIZE_AFTER = 40;
/** A card's height with one line of title, plus the gap under it (measured cards replace it). */
const ESTIMATED_CARD = 124;

interface KanbanColumnTasksProps {
  taskIds: string[];
  tasks: Record<string, KanbanTask>;
  onOpenTask: (id: string) => void;
  /** What a screen reader calls a card. */
  roleDescription: string;
  /** Shown when the column has no card. */
  empty: ReactNode;
}

// A column is as tall as the screen leaves it (at least 24rem), then scrolls.
const listStyle = {
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  minH: 16,
  maxH: { base: '70dvh', md: 'max(24rem, calc(100dvh - 26rem))' },
  flex: '1',
  px: 0.5,
  py: 0.5,
} as const;

/** The card and the gap under it (padding rather than the list's gap: spacers take none). */
const Slot = memo(function Slot({
  task,
  onOpen,
  roleDescription,
}: {
  task: KanbanTask | undefined;
  onOpen: (id: string) => void;
  roleDescription: string;
}) {
  // A plain element: the list re-renders on every step of a drag, and this is cheap to redo.
  return task ? (
    <div style={{ paddingBottom: 8 }}>
      <KanbanTaskCard task={task} onOpen={onOpen} roleDescription={roleDescription} />
    </div>
  ) : null;
});

export function KanbanColumnTasks({
  taskIds,
  tasks,
  onOpenTask,
  roleDescription,
  empty,
}: KanbanColumnTasksProps) {
  if (taskIds.length > VIRTUALIZE_AFTER)
    return (
      <VirtualTasks
        taskIds={taskIds}
        tasks={tasks}
        onOpenTask={onOpenTask}
        roleDescription={roleDescription}
      />
    );
  return (
    <Box {...listStyle}>
      {taskIds.map((id) => (
        <Slot key={id} task={tasks[id]} onOpen={onOpenTask} roleDescription={roleDescription} />
      ))}
      {taskIds.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py={4}>
          {empty}
        </Text>
      ) : null}
    </Box>
  );
}

function VirtualTasks({
  taskIds,
  tasks,
  onOpenTask,
  roleDescription,
}: Omit<KanbanColumnTasksProps, 'empty'>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { active } = useDndContext();
  const activeIndex = active ? taskIds.indexOf(String(active.id)) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The dragged card keeps its node (dnd-kit measures it and gives it focus back on drop).
      return activeIndex < 0 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- re-rendered on scroll by design
  const virtualizer = useVirtualizer({
    count: taskIds.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD,
    overscan: 6,
    // Before the list is measured (and in tests, where nothing is), assume a column's height.
    initialRect: { width: 296, height: 640 },
    getItemKey: (index) => taskIds[index]!,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  // Mounted cards in order, with a spacer for each run of cards that are not (the dragged card can
  // sit far from the others).
  const rows: ReactNode[] = [];
  let end = 0;
  for (const item of items) {
    if (item.start > end) rows.push(<Spacer key={`gap-${item.key}`} height={item.start - end} />);
    rows.push(
      <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
        <Slot
          task={tasks[taskIds[item.index]!]}
          onOpen={onOpenTask}
          roleDescription={roleDescription}
        />
      </div>,
    );
    end = item.end;
  }
  return (
    <Box ref={scrollRef} {...listStyle}>
      {rows}
      {virtualizer.getTotalSize() > end ? (
        <Spacer height={virtualizer.getTotalSize() - end} />
      ) : null}
    </Box>
  );
}

function Spacer({ height }: { height: number }) {
  return <div aria-hidden style={{ height, flexShrink: 0 }} />;
}
