// The open task (`?task=<id>`): its fields, reporter, dates, attachments and comments, and delete
// (after confirmation). Save and Delete sit together in the footer, in view however far the body
// scrolls. Focus goes back to the task's card when it closes.
import {
  CloseButton,
  Drawer,
  HStack,
  Portal,
  Separator,
  Stack,
  Text,
  Button,
} from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { KanbanBoard, KanbanPerson } from '@/lib/api-contract/kanban';
import type { KanbanMutations } from '../api/kanban-mutations';
import { KanbanConfirmDialog } from './kanban-confirm-dialog';
import { KanbanTaskActivity } from './kanban-task-activity';
import { KanbanTaskForm } from './kanban-task-form';

interface KanbanTaskDrawerProps {
  taskId: string | undefined;
  board: KanbanBoard;
  people: KanbanPerson[];
  mutations: KanbanMutations;
  onClose: () => void;
}

export function KanbanTaskDrawer({
  taskId,
  board,
  people,
  mutations,
  onClose,
}: KanbanTaskDrawerProps) {
  const { t, i18n } = useTranslation('kanban');
  const [confirming, setConfirming] = useState(false);
  const [dirty, setDirty] = useState(false);
  const formId = useId();
  const task = taskId ? board.tasks[taskId] : undefined;
  const column = task ? board.columns.find((c) => c.taskIds.includes(task.id)) : undefined;
  const date = (iso: string) =>
    formatDateTime(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Drawer.Root
      open={Boolean(taskId)}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      size={{ base: 'full', md: 'md' }}
      finalFocusEl={() =>
        taskId ? document.querySelector<HTMLElement>(`[data-task-id="${taskId}"]`) : null
      }
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{task?.name ?? t('drawer.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {task && column ? (
                <Stack gap={6}>
                  <Stack gap={1} fontSize="sm" color="fg.muted">
                    <Text>
                      {t('drawer.reporter')}:{' '}
                      <Text as="span" color="fg">
                        {task.reporter.name}
                      </Text>
                    </Text>
                    <Text>{t('drawer.created', { date: date(task.createdAt) })}</Text>
                    <Text>{t('drawer.updated', { date: date(task.updatedAt) })}</Text>
                  </Stack>
                  <KanbanTaskForm
                    // One form per task: it follows the saved task without losing unsaved edits.
                    key={task.id}
                    id={formId}
                    onDirtyChange={setDirty}
                    task={task}
                    columnId={column.id}
                    columns={board.columns}
                    people={people}
                    onSave={(values, labels, changed) => {
                      const { columnId, labels: _text, dueStart, dueEnd, ...rest } = values;
                      if (changed.some((field) => field !== 'columnId'))
                        mutations.updateTask.mutate({
                          id: task.id,
                          input: {
                            ...rest,
                            labels,
                            dueStart: dueStart || null,
                            dueEnd: dueEnd || null,
                          },
                        });
                      if (columnId !== column.id)
                        mutations.moveTask.mutate({
                          taskId: task.id,
                          toColumnId: columnId,
                          toIndex: 0,
                        });
                    }}
                  />
                  <Separator />
                  <KanbanTaskActivity
                    task={task}
                    onAttach={(file) => mutations.addAttachment.mutate({ id: task.id, file })}
                    onRemoveAttachment={(attachmentId) =>
                      mutations.removeAttachment.mutate({ id: task.id, attachmentId })
                    }
                    onComment={(message) => mutations.addComment.mutate({ id: task.id, message })}
                  />
                </Stack>
              ) : (
                <Text>{t('drawer.notFound')}</Text>
              )}
            </Drawer.Body>
            {task ? (
              <Drawer.Footer justifyContent="flex-start">
                <HStack gap={2}>
                  <Button type="submit" form={formId} colorPalette="primary" disabled={!dirty}>
                    {t('drawer.save')}
                  </Button>
                  <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                    <Trash2 aria-hidden />
                    {t('drawer.delete')}
                  </Button>
                </HStack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {task ? (
        <KanbanConfirmDialog
          open={confirming}
          title={t('drawer.deleteTitle', { name: task.name })}
          description={t('drawer.deleteText')}
          confirmLabel={t('drawer.delete')}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            mutations.deleteTask.mutate({ id: task.id, name: task.name });
            onClose();
          }}
        />
      ) : null}
    </Drawer.Root>
  );
}
