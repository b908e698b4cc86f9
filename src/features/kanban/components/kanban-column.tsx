// A column: its header (drag handle, name, count, actions), its tasks in order, and a form to add
// a task at the top (from the actions) or at the bottom. The sortable shell re-renders on every
// step of any drag (dnd-kit's context); its contents are a memoised body that only renders again
// when the column itself changes, so a drag does not re-run the menus and forms of every column.
import { Badge, Box, Button, HStack, Heading, IconButton, Stack } from '@chakra-ui/react';
import type { DraggableAttributes } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SyntheticListenerMap } from '@dnd-kit/core/dist/hooks/utilities';
import { GripVertical, Plus } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import { ownDirection } from '@/lib/ui/user-text';
import { KanbanColumnMenu, type ColumnAction } from './kanban-column-menu';
import { KanbanNameForm } from './kanban-name-form';
import { KanbanColumnTasks } from './kanban-column-tasks';

interface KanbanColumnProps {
  id: string;
  name: string;
  taskIds: string[];
  tasks: Record<string, KanbanTask>;
  /** All of the column's tasks, filtered or not (the count and the confirmations say it). */
  total: number;
  filtered: boolean;
  onOpenTask: (id: string) => void;
  onAddTask: (columnId: string, name: string, position: 'top' | 'bottom') => void;
  onRename: (id: string, name: string) => void;
  onAction: (id: string, action: 'clear' | 'delete') => void;
}

export const KanbanColumn = memo(function KanbanColumn(props: KanbanColumnProps) {
  const { t } = useTranslation('kanban');
  const { id, name } = props;
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id,
    data: { type: 'column' },
    disabled: id.startsWith('pending-'),
  });
  return (
    <section
      ref={setNodeRef}
      aria-label={t('column.region', { name })}
      data-testid="kanban-column"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        display: 'flex',
        flex: '0 0 auto',
        maxHeight: '100%',
      }}
    >
      <ColumnBody
        {...props}
        handleRef={setActivatorNodeRef}
        handleProps={attributes}
        handleListeners={listeners}
      />
    </section>
  );
});

interface ColumnBodyProps extends KanbanColumnProps {
  handleRef: (element: HTMLElement | null) => void;
  handleProps: DraggableAttributes;
  handleListeners: SyntheticListenerMap | undefined;
}

const ColumnBody = memo(function ColumnBody({
  id,
  name,
  taskIds,
  tasks,
  total,
  filtered,
  onOpenTask,
  onAddTask,
  onRename,
  onAction,
  handleRef,
  handleProps,
  handleListeners,
}: ColumnBodyProps) {
  const { t } = useTranslation('kanban');
  const [adding, setAdding] = useState<'top' | 'bottom' | null>(null);
  const [renaming, setRenaming] = useState(false);
  const pending = id.startsWith('pending-');

  const onMenu = (action: ColumnAction) => {
    if (action === 'rename') setRenaming(true);
    else if (action === 'addTop') setAdding('top');
    else onAction(id, action);
  };
  const addForm = (position: 'top' | 'bottom') => (
    <KanbanNameForm
      label={t('task.newName')}
      submitLabel={t('task.add')}
      max={120}
      onSubmit={(taskName) => {
        onAddTask(id, taskName, position);
        setAdding(null);
      }}
      onCancel={() => setAdding(null)}
    />
  );

  return (
    <Stack w={{ base: '272px', md: '296px' }} bg="bg.muted" borderRadius="l3" p={3} gap={3}>
      <HStack gap={1}>
        <IconButton
          ref={handleRef}
          {...handleProps}
          {...handleListeners}
          aria-label={t('column.drag', { name })}
          variant="ghost"
          size="xs"
          cursor="grab"
          touchAction="none"
        >
          <GripVertical aria-hidden />
        </IconButton>
        {renaming ? (
          <Box flex="1">
            <KanbanNameForm
              label={t('column.nameLabel')}
              submitLabel={t('column.save')}
              initial={name}
              max={40}
              onSubmit={(next) => {
                // The same name saved is no rename: a built-in column keeps following the language.
                if (next !== name) onRename(id, next);
                setRenaming(false);
              }}
              onCancel={() => setRenaming(false)}
            />
          </Box>
        ) : (
          <>
            <Heading as="h2" size="sm" flex="1" truncate {...ownDirection}>
              {name}
            </Heading>
            <Badge variant="subtle" aria-label={t('count', { count: total })}>
              {total}
            </Badge>
            <KanbanColumnMenu name={name} disabled={pending} onSelect={onMenu} />
          </>
        )}
      </HStack>
      {adding === 'top' ? addForm('top') : null}
      <SortableContext id={id} items={taskIds} strategy={verticalListSortingStrategy}>
        <KanbanColumnTasks
          taskIds={taskIds}
          tasks={tasks}
          onOpenTask={onOpenTask}
          roleDescription={t('task.roleDescription')}
          empty={filtered ? t('column.emptyFiltered') : t('column.empty')}
        />
      </SortableContext>
      {adding === 'bottom' ? (
        addForm('bottom')
      ) : (
        <Button
          variant="ghost"
          size="sm"
          justifyContent="flex-start"
          onClick={() => setAdding('bottom')}
          disabled={pending}
        >
          <Plus aria-hidden />
          {t('column.addBottom')}
        </Button>
      )}
    </Stack>
  );
});
