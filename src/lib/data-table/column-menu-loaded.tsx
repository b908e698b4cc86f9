// The "Columns" menu above a table: a checkbox per column that can be hidden (a column with a
// `meta.label`), named as its header shows it (`columnName`); the choice is remembered per table
// (column-visibility.ts). Loaded on first use (./column-menu.tsx).
import { Menu, Portal } from '@chakra-ui/react';
import './column-meta';
import { columnId, columnName } from './column-id';
import type { ColumnMenuProps } from './column-menu';
import { ColumnMenuButton } from './menu-triggers';

export function ColumnMenuLoaded<T>({
  columns,
  visibility,
  onChange,
  defaultOpen,
}: ColumnMenuProps<T> & { defaultOpen?: boolean }) {
  const hideable = columns.filter((column) => column.meta?.label && column.enableHiding !== false);
  return (
    <Menu.Root closeOnSelect={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ColumnMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {hideable.map((column) => {
              const id = columnId(column);
              return (
                <Menu.CheckboxItem
                  key={id}
                  value={id}
                  checked={visibility[id] !== false}
                  onCheckedChange={(checked) => onChange({ ...visibility, [id]: checked })}
                >
                  {columnName(column)}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
