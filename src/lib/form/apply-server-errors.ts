// The one way a form takes a server's refusal: each `fieldErrors` entry (its key a path such as
// `email` or `lines.0.price`) goes on its field, and whatever found no field comes back as the
// message for the form's alert (in the user's language where it is the app's or the contract's
// common words: src/lib/http/error-text.ts).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText } from '@/lib/http/error-text';
import { isHttpError } from '@/lib/http/http-error';

export interface ServerErrorOptions {
  /**
   * The form's field names. A path is put on its field when its first segment is one of them
   * (`lines.0.price` belongs to `lines`). Default: every path is accepted.
   */
  fields?: readonly string[];
  /** Stripped from the server's paths first, for a form that edits a part of a record (`billing.`). */
  prefix?: string;
  /**
   * `<path>:<status>` → a translation key the field shows instead of the server's words, for errors
   * the contract names (`'email:409': 'validation.emailTaken'`).
   */
  known?: Record<string, string>;
  /** Messages for the form's alert by HTTP status (0 is no connection, 401 wrong credentials). */
  statusMessages?: Record<number, string>;
}

/** Sets each field's error (focusing the first); returns the alert's message, or null if none. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, prefix = '', known = {}, statusMessages = {} }: ServerErrorOptions = {},
): string | null {
  if (!isHttpError(error)) return errorText(error);
  const byStatus = statusMessages[error.status];
  if (byStatus) return byStatus;
  const entries = Object.entries(error.fieldErrors);
  let unmatched = entries.length === 0;
  let focused = false;
  for (const [fullPath, message] of entries) {
    const path = prefix && fullPath.startsWith(prefix) ? fullPath.slice(prefix.length) : fullPath;
    const root = path.split('.')[0]!;
    if (fields && !fields.includes(root) && !fields.includes(path)) {
      unmatched = true;
      continue;
    }
    const key = known[`${fullPath}:${error.status}`] ?? known[`${path}:${error.status}`];
    // A 'validate' message is a key FormField translates; a 'server' one is shown as written.
    setError(
      path as Path<T>,
      key ? { type: 'validate', message: key } : { type: 'server', message },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return unmatched ? errorText(error) : null;
}
