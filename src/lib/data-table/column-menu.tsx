// The "Columns" menu above a table: a checkbox per column that can be hidden (a column with a
// `meta.label`), named as its header shows it (`columnName`); the choice is remembered per table
// (column-visibility.ts).
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './column-meta';
import { columnId, columnName } from './column-id';

interface ColumnMenuProps<T> {
  columns: ColumnDef<T, unknown>[];
  visibility: VisibilityState;
  onChange: (visibility: VisibilityState) => void;
}

export function ColumnMenu<T>({ columns, visibility, onChange }: ColumnMenuProps<T>) {
  const { t } = useTranslation('kit');
  const hideable = columns.filter((column) => column.meta?.label && column.enableHiding !== false);
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden />
          {t('table.columns')}
        </Button>
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
