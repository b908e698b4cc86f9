// How the sign-in forms read a refusal. A provider's refusal (docs/auth-providers.md#errors) is
// put in the user's language, on its field when it belongs to one; a server's goes through the
// app's one applyServerErrors (src/lib/form/apply-server-errors.ts): the contract's names (wrong
// credentials, a taken email, a rejected code, no connection) translated, anything else in the
// server's words.
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isAuthProviderError, type AuthErrorReason } from '@/lib/auth-provider/auth-provider';
import { applyServerErrors, type ServerErrorOptions } from '@/lib/form/apply-server-errors';
import { DEMO_API_UNAVAILABLE_STATUS } from '@/lib/http/demo-api';

/** `<field>:<status>` → auth.json key, for field errors the contract defines. */
const known: Record<string, string> = {
  'email:409': 'errors.emailTaken',
  'code:400': 'errors.codeRejected',
};

/** The field a provider's refusal belongs to, when the form has it. */
const reasonFields: Partial<Record<AuthErrorReason, string>> = {
  emailTaken: 'email',
  weakPassword: 'password',
  codeExpired: 'code',
  codeRejected: 'code',
};

export function authErrorOptions(
  fields: readonly string[],
  t: TFunction<'auth'>,
): ServerErrorOptions {
  return {
    fields,
    known,
    statusMessages: {
      0: t('errors.network'),
      401: t('errors.badCredentials'),
      [DEMO_API_UNAVAILABLE_STATUS]: t('errors.demoApiBlocked'),
    },
  };
}

/** Sets the field errors of a refusal; returns the message for the form's alert, or null. */
export function authFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: TFunction<'auth'>,
): string | null {
  if (!isAuthProviderError(error)) return applyServerErrors(error, setError, authErrorOptions(fields, t));
  const field = reasonFields[error.reason];
  if (field && fields.includes(field)) {
    // FormField translates a 'validate' message as an auth.json key.
    setError(field as Path<T>, { type: 'validate', message: `errors.${error.reason}` }, { shouldFocus: true });
    return null;
  }
  return t(`errors.${error.reason}`);
}
