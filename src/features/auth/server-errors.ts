// Puts a server's answer to a sign-in form where the user sees it: field errors next to their
// fields (in the server's words), anything else in the alert above the form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '@/lib/http/http-error';

/** Sets each known field's error; returns the message for the form's alert, or null if none is left. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isHttpError(error)) return error instanceof Error ? error.message : String(error);
  const entries = Object.entries(error.fieldErrors);
  let unmatched = entries.length === 0;
  let focused = false;
  for (const [field, message] of entries) {
    if (!(fields as readonly string[]).includes(field)) {
      unmatched = true;
      continue;
    }
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched ? error.message : null;
}

/** True when the request never reached the server (the form then shows the network message). */
export function isNetworkError(error: unknown): boolean {
  return isHttpError(error) && error.status === 0;
}
