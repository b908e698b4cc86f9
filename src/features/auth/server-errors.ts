// Puts a server's answer to a sign-in form where the user sees it: field errors next to their
// fields, anything else in the alert above the form. Answers the contract names (wrong
// credentials, a taken email, a rejected code, no connection) are shown in the user's language;
// anything else in the server's words.
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '@/lib/http/http-error';

/** `<field>:<status>` → auth.json key, for field errors the contract defines. */
const knownFieldErrors: Record<string, string> = {
  'email:409': 'errors.emailTaken',
  'code:400': 'errors.codeRejected',
};

/** Sets each field's error; returns the message for the form's alert, or null if none is left. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  t: TFunction<'auth'>,
): string | null {
  if (!isHttpError(error)) return error instanceof Error ? error.message : String(error);
  if (error.status === 0) return t('errors.network');
  if (error.status === 401) return t('errors.badCredentials');
  const entries = Object.entries(error.fieldErrors);
  let unmatched = entries.length === 0;
  let focused = false;
  for (const [field, message] of entries) {
    if (!(fields as readonly string[]).includes(field)) {
      unmatched = true;
      continue;
    }
    const known = knownFieldErrors[`${field}:${error.status}`];
    // A 'validate' error's message is a key AuthField translates; a 'server' one is shown as is.
    setError(field as Path<T>, known ? { type: 'validate', message: known } : { type: 'server', message }, {
      shouldFocus: !focused,
    });
    focused = true;
  }
  return unmatched ? error.message : null;
}
