// The selection checkboxes of a table: native inputs (cheap to render by the dozen, keyboard and
// screen-reader behaviour for free) in the primary colour, with the header's indeterminate state.
import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

interface RowCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

export function RowCheckbox({ label, checked, indeterminate = false, onChange }: RowCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      boxSize="4"
      accentColor="primary.solid"
      cursor="pointer"
      verticalAlign="middle"
    />
  );
}
