// Puts a server's answer to a form where the user will see it: field errors next to their fields,
// anything else in the form's alert. Known conflicts get a translated message.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '@/lib/http/http-error';

/** Message keys (users.json) for errors the form knows by name. */
const knownErrors: Record<string, string> = {
  'email:409': 'validation.emailTaken',
  'general.email:409': 'validation.emailTaken',
  'currentPassword:400': 'validation.currentPasswordWrong',
};

/**
 * Sets each field error the server sent for one of `fields` (prefix strips a nested path such as
 * `general.`); returns the message still to show above the form, or null when every error found
 * its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  prefix = '',
): string | null {
  if (!isHttpError(error)) return error instanceof Error ? error.message : String(error);
  let unmatched = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (!fields.includes(field)) {
      unmatched = true;
      continue;
    }
    const known = knownErrors[`${path}:${error.status}`];
    setError(
      field as Path<T>,
      known ? { type: 'validate', message: known } : { type: 'server', message },
      {
        shouldFocus: true,
      },
    );
  }
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  return unmatched || !hasFieldErrors ? error.message : null;
}
