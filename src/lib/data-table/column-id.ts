// A column definition's id: its `id`, else its accessor key (what TanStack uses).
import type { ColumnDef } from '@tanstack/react-table';

export function columnId<T>(column: ColumnDef<T, unknown>): string {
  return column.id ?? String((column as { accessorKey?: unknown }).accessorKey ?? '');
}
