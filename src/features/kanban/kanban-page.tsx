// /dashboard/kanban: the engagement's board. Filters and the open task live in the URL; the board
// is the query cache's copy, changed optimistically by every action (api/kanban-mutations.ts).
import { Alert, Box, Button, Skeleton, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import { PresenceAvatars } from '@/lib/live/presence-avatars';
import { PageHeader } from '@/lib/ui/page-header';
import { kanbanQueries } from './api/kanban';
import { useKanbanMutations } from './api/kanban-mutations';
import { KanbanBoardDnd, type Lists } from './components/kanban-board';
import { KanbanColumn } from './components/kanban-column';
import { KanbanConfirmDialog } from './components/kanban-confirm-dialog';
import { KanbanNameForm } from './components/kanban-name-form';
import { KanbanTaskDrawer } from './components/kanban-task-drawer';
import { KanbanToolbar } from './components/kanban-toolbar';
import { columnName } from './column-name';
import type { KanbanSearch } from './search';

const route = getRouteApi('/dashboard/kanban');

type Confirm = { action: 'clear' | 'delete'; id: string; name: string; count: number } | null;

function matcher({ q, assignee, label, priority }: KanbanSearch) {
  const text = q.trim().toLowerCase();
  if (!text && !assignee && !label && !priority) return null;
  return (task: KanbanTask) =>
    (!text ||
      task.name.toLowerCase().includes(text) ||
      task.description.toLowerCase().includes(text)) &&
    (!assignee || task.assignees.some((p) => p.id === assignee)) &&
    (!label || task.labels.includes(label)) &&
    (!priority || task.priority === priority);
}

export function KanbanPage() {
  const { t } = useTranslation('kanban');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const board = useQuery(kanbanQueries.board());
  const people = useQuery(kanbanQueries.people());
  const mutations = useKanbanMutations();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [addingColumn, setAddingColumn] = useState(false);
  const data = board.data;

  const matches = useMemo(() => matcher(search), [search]);
  const visible = useMemo<Lists>(() => {
    if (!data) return {};
    return Object.fromEntries(
      data.columns.map((c) => [
        c.id,
        matches ? c.taskIds.filter((id) => data.tasks[id] && matches(data.tasks[id])) : c.taskIds,
      ]),
    );
  }, [data, matches]);
  const labels = useMemo(
    () => [...new Set(Object.values(data?.tasks ?? {}).flatMap((task) => task.labels))].sort(),
    [data],
  );

  const setSearch = useCallback(
    (patch: Partial<KanbanSearch>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const openTask = useCallback((task: string) => setSearch({ task }), [setSearch]);
  const { moveTask, moveColumns, addTask, renameColumn, addColumn } = mutations;
  const onAddTask = useCallback(
    (columnId: string, name: string, position: 'top' | 'bottom') =>
      addTask.mutate({ columnId, name, position }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [addTask.mutate],
  );
  const onRename = useCallback(
    (id: string, name: string) => renameColumn.mutate({ id, name }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [renameColumn.mutate],
  );
  const onAction = useCallback(
    (id: string, action: 'clear' | 'delete') => {
      const column = data?.columns.find((c) => c.id === id);
      if (column)
        setConfirm({ action, id, name: columnName(column, t), count: column.taskIds.length });
    },
    [data, t],
  );

  const total = data ? Object.keys(data.tasks).length : 0;
  const shown = Object.values(visible).reduce((n, ids) => n + ids.length, 0);

  return (
    <Stack gap={5} minW={0}>
      {/* With who else has the board open (docs/api/live.md#presence). */}
      <PageHeader title={t('title')} subtitle={t('subtitle')} action={<PresenceAvatars topic="kanban" />} />
      <KanbanToolbar
        search={search}
        people={people.data ?? []}
        labels={labels}
        shown={shown}
        total={total}
        onChange={setSearch}
      />
      {board.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('loadFailed')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void board.refetch()}>
            {t('retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {!data ? (
        board.isPending ? (
          <HStack gap={4} align="start" overflow="hidden" aria-busy>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h="60vh" w="296px" flex="0 0 auto" borderRadius="l3" />
            ))}
          </HStack>
        ) : null
      ) : (
        <KanbanBoardDnd
          board={data}
          visible={visible}
          onMoveTask={(taskId, toColumnId, toIndex) =>
            moveTask.mutate({ taskId, toColumnId, toIndex })
          }
          onMoveColumns={(columnIds) => moveColumns.mutate(columnIds)}
          renderColumn={(columnId, taskIds) => {
            const column = data.columns.find((c) => c.id === columnId);
            return column ? (
              <KanbanColumn
                id={column.id}
                name={columnName(column, t)}
                taskIds={taskIds}
                tasks={data.tasks}
                total={column.taskIds.length}
                filtered={Boolean(matches)}
                onOpenTask={openTask}
                onAddTask={onAddTask}
                onRename={onRename}
                onAction={onAction}
              />
            ) : null;
          }}
          after={
            <Box flex="0 0 auto" w={{ base: '200px', md: '240px' }}>
              {addingColumn ? (
                <KanbanNameForm
                  label={t('column.newName')}
                  submitLabel={t('column.add')}
                  max={40}
                  onSubmit={(name) => {
                    addColumn.mutate(name);
                    setAddingColumn(false);
                  }}
                  onCancel={() => setAddingColumn(false)}
                />
              ) : (
                <Button variant="outline" w="full" onClick={() => setAddingColumn(true)}>
                  <Plus aria-hidden />
                  {t('column.add')}
                </Button>
              )}
            </Box>
          }
        />
      )}
      {data ? (
        <KanbanTaskDrawer
          taskId={search.task}
          board={data}
          people={people.data ?? []}
          mutations={mutations}
          onClose={() => setSearch({ task: undefined })}
        />
      ) : null}
      <KanbanConfirmDialog
        open={Boolean(confirm)}
        title={
          confirm
            ? t(confirm.action === 'clear' ? 'column.clearTitle' : 'column.deleteTitle', {
                name: confirm.name,
              })
            : ''
        }
        description={
          confirm
            ? t(confirm.action === 'clear' ? 'column.clearText' : 'column.deleteText', {
                count: confirm.count,
              })
            : ''
        }
        confirmLabel={confirm?.action === 'clear' ? t('column.clear') : t('column.delete')}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm)
            (confirm.action === 'clear' ? mutations.clearColumn : mutations.deleteColumn).mutate({
              id: confirm.id,
              name: confirm.name,
            });
          setConfirm(null);
        }}
      />
    </Stack>
  );
}
