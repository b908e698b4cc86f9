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
    /**
     * On a phone (docs/list-kit.md#phones) the row becomes two lines: the first column's cell with
     * the row's menu, then the cells marked `summary` (the status and the key figure) under it.
     * A `start` column (an expand button) stays before the first cell. Other columns show on the
     * first line as their priority says.
     */
    phone?: 'summary' | 'start';
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

/** Below this table width a row is laid out for a phone: two lines instead of columns. */
export const PHONE_MAX_WIDTH = priorityMinWidth[2];

const phoneRowCss = {
  '& table, & thead, & tbody': { display: 'block' },
  '& thead tr, & tbody tr.dt-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  '& tbody tr.dt-row': { borderBottomWidth: '1px', borderColor: 'border' },
  '& tr > :is(td, th)': { borderBottomWidth: '0', order: 1 },
  // The line break before the summary line: a full-width, zero-height item.
  '& tbody tr.dt-row::after': { content: '""', order: 3, flexBasis: '100%', height: '0' },
  '& tr > :is(td, th):is([data-column="select"], [data-phone="start"])': { order: 0, flex: '0 0 auto' },
  '& tr > :is(td, th)[data-primary]': { flex: '1 1 0', minWidth: '0' },
  '& tr > :is(td, th)[data-column="actions"]': { order: 2, flex: '0 0 auto', position: 'static' },
  '& thead tr > th[data-phone="summary"]': { display: 'none' },
  '& tbody tr.dt-row > td[data-phone="summary"]': { display: 'block', order: 4, flex: '0 0 auto', paddingTop: '0' },
  // Under the first cell's text, not under the selection box (and the expand button).
  '& tbody tr.dt-row:has(> [data-column="select"]) > td[data-phone-lead]': { marginInlineStart: '2.75rem' },
  '& tbody tr.dt-row:has(> [data-column="select"]):has(> [data-phone="start"]) > td[data-phone-lead]': {
    marginInlineStart: '5rem',
  },
};

/**
 * The table's styles that hide columns by priority: a container query on the table's scroll area
 * (its own width, not the window's: the navigation rail or a drawer narrows it too). Below
 * PHONE_MAX_WIDTH a row is a wrapping flex line: the selection box, the first column's cell (it
 * takes the room, `data-primary`) and the row's menu; then a line of the `summary` cells, led by
 * `data-phone-lead`, under the first cell. Their headers hide (the first column's stays, with its
 * sort). The kit's rows and headers carry these attributes (table-rows.tsx, sort-header.tsx).
 */
export const priorityCss = Object.fromEntries(
  Object.entries(priorityMinWidth).map(([priority, width]) => [
    `@container (max-width: ${width - 0.02}px)`,
    {
      [`& [data-priority="${priority}"]`]: { display: 'none' },
      ...(width === PHONE_MAX_WIDTH ? phoneRowCss : {}),
    },
  ]),
);
