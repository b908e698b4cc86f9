// Several choices of a fixed list (a job's locations, a tour's services) as a labelled group of
// checkboxes, its validation message under it (a key of `ns`, as in FormField; docs/list-kit.md).
import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react';
import { useFieldMessage } from './form-field';

interface CheckboxGroupFieldProps<V extends string> {
  legend: string;
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (option: V) => string;
  error?: { message?: string; type?: string };
  required?: boolean;
  /** The namespace of the client messages' keys. */
  ns: string;
}

export function CheckboxGroupField<V extends string>({
  legend,
  options,
  value,
  onChange,
  optionLabel,
  error,
  required,
  ns,
}: CheckboxGroupFieldProps<V>) {
  const message = useFieldMessage(error, ns);
  const toggle = (option: V, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === option || value.includes(o))
        : value.filter((o) => o !== option),
    );
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
        {legend}
        {required ? <span aria-hidden> *</span> : null}
      </Fieldset.Legend>
      <Wrap gap={4} mt={2}>
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            colorPalette="primary"
            checked={value.includes(option)}
            onCheckedChange={(e) => toggle(option, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{optionLabel(option)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
