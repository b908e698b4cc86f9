// A one-field form for a name (a new task, a new column, a column's new name): Enter saves,
// Escape cancels, an empty or too long name is refused with a message under the field.
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface KanbanNameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  max: number;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

export function KanbanNameForm({
  label,
  submitLabel,
  initial = '',
  max,
  onSubmit,
  onCancel,
}: KanbanNameFormProps) {
  const { t } = useTranslation('kanban');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return setError(t('validation.name'));
    if (name.length > max) return setError(t('validation.nameMax', { max }));
    onSubmit(name);
  };
  return (
    <Stack
      as="form"
      gap={2}
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onCancel())}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly htmlFor={id}>
          {label}
        </Field.Label>
        <Input
          id={id}
          size="sm"
          autoFocus
          placeholder={label}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError('');
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack gap={2}>
        <Button type="submit" size="xs" colorPalette="primary">
          {submitLabel}
        </Button>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          {t('column.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
