// A column definition's id: its `id`, else its accessor key (what TanStack uses); and its name as
// the table shows it, for the column menu and the CSV header.
import type { ColumnDef } from '@tanstack/react-table';

export function columnId<T>(column: ColumnDef<T, unknown>): string {
  return column.id ?? String((column as { accessorKey?: unknown }).accessorKey ?? '');
}

/**
 * The name in the column's header as the table shows it (a text header, or a header function that
 * returns text, as `header: () => t('field.published')`), so the column menu and the CSV never
 * name a column otherwise than its header; `meta.label` for a header that is not text, then the id.
 */
export function columnName<T>(column: ColumnDef<T, unknown>): string {
  const { header } = column;
  if (typeof header === 'string' && header) return header;
  if (typeof header === 'function') {
    try {
      const shown: unknown = (header as () => unknown)();
      if (typeof shown === 'string' && shown) return shown;
    } catch {
      // A header that reads the table (its context) is not text: the label names it.
    }
  }
  return column.meta?.label ?? columnId(column);
}
