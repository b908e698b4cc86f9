// A quick filter of several values at once (roles, categories, formats): a menu of checkboxes, the
// number chosen on its button, and a "clear" item. The order of `options` is kept in the value.
// Loaded on first use (./multi-select-filter.tsx).
import { Menu, Portal } from '@chakra-ui/react';
import { MultiSelectFilterButton } from './menu-triggers';
import type { MultiSelectFilterProps } from './multi-select-filter';

export function MultiSelectFilterLoaded<V extends string>({
  options,
  value,
  onChange,
  optionLabel,
  title,
  label,
  clearLabel,
  defaultOpen,
}: MultiSelectFilterProps<V> & { defaultOpen?: boolean }) {
  const toggle = (option: V, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === option || value.includes(o))
        : value.filter((o) => o !== option),
    );
  return (
    <Menu.Root closeOnSelect={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <MultiSelectFilterButton title={title} label={label} count={value.length} />
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
