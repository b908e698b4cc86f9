// The task's fields in the drawer: name, description, status (its column), priority, assignees,
// start and due dates, labels, completed. Saving is optimistic; a status change moves the task to
// the top of its new column. Its Save button sits in the drawer's footer beside Delete (the button
// names this form with `form`), so the two actions are together and always in view.
import {
  Checkbox,
  CheckboxGroup,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  taskPriorities,
  type KanbanColumn,
  type KanbanPerson,
  type KanbanTask,
} from '@/lib/api-contract/kanban';
import { DateField } from '@/lib/ui/date-field';
import { columnName } from '../column-name';
import { splitLabels, taskFormSchema, type TaskFormValues } from '../schemas';
import { KanbanField } from './kanban-field';

interface KanbanTaskFormProps {
  task: KanbanTask;
  columnId: string;
  columns: KanbanColumn[];
  people: KanbanPerson[];
  /** The form's id, for the Save button outside it. */
  id: string;
  /** Whether something was changed since the last save (Save is off until then). */
  onDirtyChange: (dirty: boolean) => void;
  /** `changed`: the fields the user changed. */
  onSave: (values: TaskFormValues, labels: string[], changed: (keyof TaskFormValues)[]) => void;
}

export function KanbanTaskForm({ task, columnId, columns, people, id, onDirtyChange, onSave }: KanbanTaskFormProps) {
  const { t } = useTranslation('kanban');
  // The saved task's values. When they change (a save, a move, the server's copy) the fields the
  // user has not touched take them; the ones being edited keep the user's typing. A change that
  // leaves these values alone (a comment, an attachment) changes nothing in the form.
  const values = useMemo<TaskFormValues>(
    () => ({
      name: task.name,
      description: task.description,
      columnId,
      priority: task.priority,
      assigneeIds: task.assignees.map((p) => p.id),
      dueStart: task.dueStart ?? '',
      dueEnd: task.dueEnd ?? '',
      labels: task.labels.join(', '),
      completed: task.completed,
    }),
    [task, columnId],
  );
  const { register, control, handleSubmit, formState, reset } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = formState;
  const dueStart = useWatch({ control, name: 'dueStart' });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return (
    <form
      id={id}
      noValidate
      onSubmit={handleSubmit((submitted) => {
        onSave(
          submitted,
          splitLabels(submitted.labels),
          Object.keys(formState.dirtyFields) as (keyof TaskFormValues)[],
        );
        // Saved: nothing is being edited any more, so the server's copy shows when it lands.
        reset(submitted);
      })}
    >
      <Stack gap={4}>
        <KanbanField label={t('drawer.name')} error={errors.name}>
          <Input {...register('name')} />
        </KanbanField>
        <KanbanField label={t('drawer.description')} error={errors.description}>
          <Textarea rows={4} {...register('description')} />
        </KanbanField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <KanbanField label={t('drawer.status')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('columnId')}>
                {columns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {columnName(c, t)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </KanbanField>
          <KanbanField label={t('drawer.priority')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('priority')}>
                {taskPriorities.map((p) => (
                  <option key={p} value={p}>
                    {t(`priority.${p}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </KanbanField>
          <KanbanField label={t('drawer.dueStart')} error={errors.dueStart}>
            <Controller
              control={control}
              name="dueStart"
              render={({ field }) => <DateField {...field} clearable />}
            />
          </KanbanField>
          <KanbanField label={t('drawer.dueEnd')} error={errors.dueEnd}>
            <Controller
              control={control}
              name="dueEnd"
              render={({ field }) => <DateField {...field} clearable min={dueStart || undefined} />}
            />
          </KanbanField>
        </SimpleGrid>
        <Controller
          control={control}
          name="assigneeIds"
          render={({ field }) => (
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t('drawer.assignees')}
              </Fieldset.Legend>
              <CheckboxGroup value={field.value} onValueChange={field.onChange} name={field.name}>
                <SimpleGrid columns={2} gap={2} mt={2}>
                  {people.map((p) => (
                    <Checkbox.Root key={p.id} value={p.id} size="sm">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{p.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </CheckboxGroup>
            </Fieldset.Root>
          )}
        />
        <KanbanField
          label={t('drawer.labels')}
          error={errors.labels}
          helper={t('drawer.labelsHint')}
        >
          <Input {...register('labels')} />
        </KanbanField>
        <Controller
          control={control}
          name="completed"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              size="sm"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('drawer.completed')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Stack>
    </form>
  );
}
