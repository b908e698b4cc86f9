// A task on the board. Drawn with plain boxes (no per-card state machines) and memoised, because a
// board can hold hundreds of them and a drag re-renders the sortable ones. The whole card is the
// drag handle (space lifts it) and a button that opens the task (click, Enter). An overdue task
// (../due.ts) says so in words ("Overdue", part of the card's name) and in the error colour.
import { Badge, Box, HStack } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarClock, CalendarDays, MessageSquare, Paperclip } from 'lucide-react';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateParts } from '@/lib/format';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import { UserText } from '@/lib/ui/user-text';
import { isOverdue } from '../due';
import { priorityPalette } from '../priority';

interface KanbanTaskCardProps {
  task: KanbanTask;
  onOpen?: (id: string) => void;
  /** What a screen reader calls a card ("Task"): from the list, so each card need not translate. */
  roleDescription: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** The card's face, shared by the sortable card and the copy that follows the pointer. */
export function KanbanTaskFace({ task }: { task: KanbanTask }) {
  const { t, i18n } = useTranslation('kanban');
  const due = task.dueEnd ?? task.dueStart;
  const overdue = isOverdue(task);
  return (
    <>
      <UserText
        fontWeight="medium"
        textDecoration={task.completed ? 'line-through' : undefined}
        lineClamp={3}
      >
        {task.name}
      </UserText>
      <HStack gap={1.5} wrap="wrap" mt={2}>
        {overdue ? (
          <Badge size="sm" variant="solid" colorPalette="red" data-testid="kanban-overdue">
            <CalendarClock aria-hidden />
            {t('task.overdue')}
          </Badge>
        ) : null}
        <Badge size="sm" colorPalette={priorityPalette[task.priority]}>
          {t(`priority.${task.priority}`)}
        </Badge>
        {task.labels.map((label) => (
          <Badge key={label} size="sm" variant="outline">
            <UserText as="span">{label}</UserText>
          </Badge>
        ))}
      </HStack>
      <HStack mt={3} justify="space-between" color="fg.muted" fontSize="xs" gap={2}>
        <HStack gap={3}>
          {due ? (
            <HStack gap={1} color={overdue ? 'fg.error' : undefined} fontWeight={overdue ? 'medium' : undefined}>
              <CalendarDays size={14} aria-hidden />
              <span>
                {t('task.due', {
                  date: formatDateParts(`${due}T00:00:00`, i18n.language, {
                    day: 'numeric',
                    month: 'short',
                  }),
                })}
              </span>
            </HStack>
          ) : null}
          {task.comments.length ? (
            <HStack gap={1} title={t('task.comments', { count: task.comments.length })}>
              <MessageSquare size={14} aria-hidden />
              <span aria-label={t('task.comments', { count: task.comments.length })}>
                {task.comments.length}
              </span>
            </HStack>
          ) : null}
          {task.attachments.length ? (
            <HStack gap={1}>
              <Paperclip size={14} aria-hidden />
              <span aria-label={t('task.attachments', { count: task.attachments.length })}>
                {task.attachments.length}
              </span>
            </HStack>
          ) : null}
        </HStack>
        <HStack
          gap={0}
          aria-label={
            task.assignees.length
              ? t('task.assignedTo', { names: task.assignees.map((p) => p.name).join(', ') })
              : t('task.unassigned')
          }
          role="img"
        >
          {task.assignees.slice(0, 3).map((person) => (
            <Box
              key={person.id}
              aria-hidden
              w={6}
              h={6}
              ms={-1.5}
              _first={{ ms: 0 }}
              borderRadius="full"
              bg="primary.subtle"
              color="primary.fg"
              borderWidth="2px"
              borderColor="bg.panel"
              fontSize="2xs"
              fontWeight="semibold"
              display="grid"
              placeItems="center"
            >
              {initials(person.name)}
            </Box>
          ))}
        </HStack>
      </HStack>
    </>
  );
}

export const KanbanTaskCard = memo(function KanbanTaskCard({
  task,
  onOpen,
  roleDescription,
}: KanbanTaskCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { type: 'task' },
    disabled: task.id.startsWith('pending-'),
  });
  // Every card's useSortable re-renders when a drag starts, moves or ends (dnd-kit's context). So
  // the focusable wrapper is a plain element (no style props to compute) and the styled card
  // inside is the same element until the task changes: React skips it, and 500 cards stay cheap.
  const face = useMemo(
    () => (
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        p={3}
        _hover={{ borderColor: 'border.emphasized' }}
        _groupFocusVisible={{
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        }}
        colorPalette="primary"
        // Off-screen cards skip style, layout and paint (a column can hold a hundred of them).
        contentVisibility="auto"
        containIntrinsicSize="auto 116px"
      >
        <KanbanTaskFace task={task} />
      </Box>
    ),
    [task],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) onOpen?.(task.id);
  };
  return (
    <div
      ref={setNodeRef}
      className="group"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        cursor: 'grab',
        touchAction: 'manipulation',
        outline: 'none',
      }}
      {...attributes}
      {...listeners}
      aria-roledescription={roleDescription}
      // Named by its content, the task's name first (no aria-label: a name other than the visible
      // text fails WCAG 2.5.3, label in name).
      onKeyDown={onKeyDown}
      onClick={() => onOpen?.(task.id)}
      data-testid="kanban-task"
      data-task-id={task.id}
    >
      {face}
    </div>
  );
});
