// The validation message (a `payment` locale key) of one field of the surrounding form.
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';

export function useFieldMessage(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
}
