// A labelled field of the sign-in forms with its message under it. Client messages are keys of
// auth.json; a server's message (type 'server') is shown as the server wrote it.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface AuthFieldProps {
  label: string;
  error?: FieldError;
  helper?: ReactNode;
  children: ReactNode;
}

export function AuthField({ label, error, helper, children }: AuthFieldProps) {
  const { t } = useTranslation('auth');
  const message = error?.message ? (error.type === 'server' ? error.message : t(error.message)) : null;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
