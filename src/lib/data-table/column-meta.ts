// What the kit reads from a column's `meta`: its name outside the header (column menu, CSV) and
// the text it shows for a row (the CSV holds values as shown, not raw API values).
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column menu and the CSV header. */
    label?: string;
    /** The text of this column for a row in the CSV; a column without one is not exported. */
    exportValue?: (row: TData) => string | number;
  }
}

export {};
