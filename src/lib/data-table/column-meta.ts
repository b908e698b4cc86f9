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
    /**
     * How important the column is when the table is narrow (docs/list-kit.md#column-priority):
     * 1 or none always shows (name, status); 2–5 hide while the table is narrower than
     * `priorityMinWidth[priority]`, the least important first. The row actions always show.
     */
    priority?: ColumnPriority;
  }
}

/** 1 (or none): always shown; 5: the first to hide. */
export type ColumnPriority = 1 | 2 | 3 | 4 | 5;

/** The table width (px) below which a column of each priority hides. */
export const priorityMinWidth: Record<Exclude<ColumnPriority, 1>, number> = {
  2: 560,
  3: 760,
  4: 960,
  5: 1140,
};

/**
 * The table's styles that hide columns by priority: a container query on the table's scroll area
 * (its own width, not the window's: the navigation rail or a drawer narrows it too).
 */
export const priorityCss = Object.fromEntries(
  Object.entries(priorityMinWidth).map(([priority, width]) => [
    `@container (max-width: ${width - 0.02}px)`,
    { [`& [data-priority="${priority}"]`]: { display: 'none' } },
  ]),
);
