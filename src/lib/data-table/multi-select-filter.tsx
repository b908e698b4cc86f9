// A quick filter of several values at once (roles, categories, formats): a menu of checkboxes, the
// number chosen on its button, and a "clear" item. The order of `options` is kept in the value.
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';

interface MultiSelectFilterProps<V extends string> {
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (option: V) => string;
  /** The button's visible text, e.g. "Role". */
  title: string;
  /** The button's accessible name, e.g. "Filter by role". */
  label: string;
  clearLabel: string;
}

export function MultiSelectFilter<V extends string>({
  options,
  value,
  onChange,
  optionLabel,
  title,
  label,
  clearLabel,
}: MultiSelectFilterProps<V>) {
  const toggle = (option: V, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === option || value.includes(o))
        : value.filter((o) => o !== option),
    );
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" minW="36" justifyContent="space-between" aria-label={label}>
          {title}
          {value.length ? <Badge colorPalette="primary">{value.length}</Badge> : null}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option}
                value={option}
                checked={value.includes(option)}
                onCheckedChange={(checked) => toggle(option, checked)}
              >
                {optionLabel(option)}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
            {value.length ? (
              <>
                <Menu.Separator />
                <Menu.Item value="clear" onSelect={() => onChange([])}>
                  {clearLabel}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
