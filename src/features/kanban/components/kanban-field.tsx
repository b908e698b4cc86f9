// A labelled field with its message under it; messages are keys of kanban.json.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface KanbanFieldProps {
  label: string;
  error?: FieldError;
  helper?: string;
  children: ReactNode;
}

export function KanbanField({ label, error, helper, children }: KanbanFieldProps) {
  const { t } = useTranslation('kanban');
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error?.message ? <Field.ErrorText>{t(error.message, { max: 120 })}</Field.ErrorText> : null}
    </Field.Root>
  );
}
