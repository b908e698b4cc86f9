// The one labelled form field of the app, with its validation message under it. A client message
// (from a zod schema or a `known` server error) is a translation key of the form's namespace `ns`;
// a server's own message (error type 'server') is shown as the server wrote it.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  label: ReactNode;
  /** `formState.errors.<name>`; nested errors work the same (`errors.lines?.[0]?.price`). */
  error?: FieldError | { message?: string; type?: string };
  required?: boolean;
  /** Shown under the field while it has no error. */
  helper?: ReactNode;
  /** The label for screen readers only (a one-field form whose heading says what it is for). */
  labelHidden?: boolean;
  /** Keep the helper under the error too (a live checklist such as password rules). */
  keepHelper?: boolean;
  /** The namespace that holds the client messages' keys (default 'common'). */
  ns?: string;
  /** Extra props for the field's root, e.g. `flex="1"` in a row of fields. */
  flex?: string;
  children: ReactNode;
}

/** The text to show for an error: translated unless the server wrote it. */
export function useFieldMessage(error: FormFieldProps['error'], ns = 'common'): string | null {
  const { t } = useTranslation(ns);
  if (!error?.message) return null;
  return error.type === 'server' ? error.message : t(error.message);
}

export function FormField({ label, error, required, helper, keepHelper, labelHidden, ns, flex, children }: FormFieldProps) {
  const message = useFieldMessage(error, ns);
  return (
    <Field.Root invalid={Boolean(error)} required={required} flex={flex}>
      <Field.Label srOnly={labelHidden}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
      {helper && (keepHelper || !message) ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
