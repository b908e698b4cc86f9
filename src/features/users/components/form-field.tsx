// A labelled form field with its validation message under it. Client messages are keys of
// users.json; a server's message (type 'server') is shown as the server wrote it.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  label: string;
  error?: FieldError;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}

export function FormField({ label, error, required, helper, children }: FormFieldProps) {
  const { t } = useTranslation('users');
  const message = error?.message
    ? error.type === 'server'
      ? error.message
      : t(error.message)
    : null;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !message ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
