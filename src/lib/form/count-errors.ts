// How many fields have an error among some of a form's fields (react-hook-form's nested errors:
// a field's error has a `type`; an object or list of fields holds theirs).
import type { FieldErrors, FieldValues } from 'react-hook-form';

function count(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  if (typeof (value as { type?: unknown }).type === 'string') return 1;
  return Object.entries(value).reduce(
    (sum, [key, inner]) => (key === 'ref' ? sum : sum + count(inner)),
    0,
  );
}

export function countErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  names: readonly (keyof T)[],
): number {
  return names.reduce((sum, name) => sum + count(errors[name]), 0);
}
