// The table's rows. Above VIRTUALIZE_AFTER rows a page renders only the rows in view (plus a few),
// with spacer rows standing for the others, so 10,000 rows stay fast (./virtual-rows.tsx, loaded
// only for such a page: no list's page sizes reach it today, so its code is in no first load).
// Body rows are plain <tr>/<td> elements: the table's recipe styles them once, from the body
// (`useBodyRowCss`), instead of a Chakra component per cell resolving its styles on every render
// (docs/performance.md#the-10000-user-list). A row re-renders only when its record, its selection
// or the columns change.
import { useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { flexRender, type Row } from '@tanstack/react-table';
import { Fragment, memo, useMemo, type ReactNode } from 'react';

export const VIRTUALIZE_AFTER = 100;

/** The class of the kit's body rows, which the body's styles target. */
const ROW = 'dt-row';
const SUB_ROW = 'dt-sub-row';

/**
 * The body's styles for its plain rows: the table recipe's row and cell styles for the size, the
 * selected row in the primary colour, and the section's own rules for classes its cells use.
 */
export function useBodyRowCss(dense: boolean, cellCss?: SystemStyleObject): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const styles = recipe({ size: dense ? 'sm' : 'md', interactive: true });
    return {
      [`& > tr.${ROW}`]: { ...styles.row, _selected: { bg: 'primary.subtle' } },
      [`& > tr.${ROW} > td`]: styles.cell,
      [`& > tr.${SUB_ROW}`]: { bg: 'bg.subtle' },
      [`& > tr.${SUB_ROW} > td`]: { ...styles.cell, py: 3 },
      ...cellCss,
    };
  }, [recipe, dense, cellCss]);
}

interface BodyRowProps<T> {
  row: Row<T>;
  /** What the memo compares besides the record: the row's selection and the visible columns. */
  selected: boolean;
  cellsKey: string;
}

/** The kit's own columns (the selection box, the row's menu): not the row's first column. */
export const kitColumn = (id: string) => (id === 'select' || id === 'actions' ? id : undefined);

function BodyRowInner<T>({ row, selected }: BodyRowProps<T>) {
  const cells = row.getVisibleCells();
  // The phone layout's attributes (column-meta.ts, docs/list-kit.md#phones).
  const primary = cells.find((cell) => !kitColumn(cell.column.id) && !cell.column.columnDef.meta?.phone)?.id;
  const lead = cells.find((cell) => cell.column.columnDef.meta?.phone === 'summary')?.id;
  return (
    <tr className={ROW} data-selected={selected ? '' : undefined}>
      {cells.map((cell) => (
        <td
          key={cell.id}
          data-priority={cell.column.columnDef.meta?.priority}
          data-column={kitColumn(cell.column.id)}
          data-primary={cell.id === primary ? '' : undefined}
          data-phone={cell.column.columnDef.meta?.phone}
          data-phone-lead={cell.id === lead ? '' : undefined}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

// The table instance behind `row` is the same across renders, so an unchanged record's row can
// keep its old Row object: its handlers (select) read the table's current state and options.
export const BodyRow = memo(
  BodyRowInner,
  (a, b) =>
    a.row.original === b.row.original && a.selected === b.selected && a.cellsKey === b.cellsKey,
) as typeof BodyRowInner;

interface PlainRowsProps<T> {
  rows: Row<T>[];
  /** A row under a record's row, across every column (an order's items); null for none. */
  subRow?: (row: T) => ReactNode;
  columnCount?: number;
  /** Changes when the columns or their visibility change (every row re-renders then). */
  cellsKey: string;
}

export function PlainRows<T>({ rows, subRow, columnCount, cellsKey }: PlainRowsProps<T>) {
  return rows.map((row) => {
    const below = subRow?.(row.original);
    return (
      <Fragment key={row.id}>
        <BodyRow row={row} selected={row.getIsSelected()} cellsKey={cellsKey} />
        {below ? (
          <tr className={SUB_ROW}>
            <td colSpan={columnCount}>{below}</td>
          </tr>
        ) : null}
      </Fragment>
    );
  });
}
