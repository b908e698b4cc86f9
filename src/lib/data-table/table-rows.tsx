// The table's rows, plain or virtualised. Above VIRTUALIZE_AFTER rows a page renders only the rows
// in view (plus a few), with spacer rows standing for the others, so 10,000 rows stay fast.
import { Table } from '@chakra-ui/react';
import { flexRender, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, type ReactNode, type RefObject } from 'react';

export const VIRTUALIZE_AFTER = 100;

function BodyRow<T>({ row }: { row: Row<T> }) {
  return (
    <Table.Row
      data-selected={row.getIsSelected() ? '' : undefined}
      _selected={{ bg: 'primary.subtle' }}
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
      ))}
    </Table.Row>
  );
}

interface PlainRowsProps<T> {
  rows: Row<T>[];
  /** A row under a record's row, across every column (an order's items); null for none. */
  subRow?: (row: T) => ReactNode;
  columnCount?: number;
}

export function PlainRows<T>({ rows, subRow, columnCount }: PlainRowsProps<T>) {
  return rows.map((row) => {
    const below = subRow?.(row.original);
    return (
      <Fragment key={row.id}>
        <BodyRow row={row} />
        {below ? (
          <Table.Row bg="bg.subtle">
            <Table.Cell colSpan={columnCount} py={3}>
              {below}
            </Table.Cell>
          </Table.Row>
        ) : null}
      </Fragment>
    );
  });
}

interface VirtualRowsProps<T> {
  rows: Row<T>[];
  dense: boolean;
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
}

export function VirtualRows<T>({ rows, dense, columnCount, scrollRef }: VirtualRowsProps<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- re-rendered on scroll by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (dense ? 41 : 57),
    overscan: 8,
    // Before the container is measured (and in tests, where nothing is), assume a screenful.
    initialRect: { width: 1024, height: 640 },
    getItemKey: (index) => rows[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 ? (
        <Table.Row aria-hidden>
          <Table.Cell colSpan={columnCount} p={0} style={{ height: before }} />
        </Table.Row>
      ) : null}
      {items.map((item) => (
        <BodyRow key={item.key} row={rows[item.index]!} />
      ))}
      {after > 0 ? (
        <Table.Row aria-hidden>
          <Table.Cell colSpan={columnCount} p={0} style={{ height: after }} />
        </Table.Row>
      ) : null}
    </>
  );
}
