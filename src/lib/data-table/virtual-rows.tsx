// A page of more than VIRTUALIZE_AFTER rows (./table-rows.tsx): only the rows in view (plus a few)
// are in the DOM, with spacer rows standing for the others. Its own chunk, with the virtualiser:
// the table loads it only for such a page (./data-table.tsx).
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
// A type only: the rows come from the table (`BodyRow`), so this chunk shares no module with it.
import type { BodyRow as BodyRowComponent } from './table-rows';

interface VirtualRowsProps<T> {
  rows: Row<T>[];
  dense: boolean;
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  cellsKey: string;
  /** The table's row (./table-rows.tsx `BodyRow`). */
  BodyRow: typeof BodyRowComponent;
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columnCount} style={{ height, padding: 0 }} />
    </tr>
  );
}

export function VirtualRows<T>({
  rows,
  dense,
  columnCount,
  scrollRef,
  cellsKey,
  BodyRow,
}: VirtualRowsProps<T>) {
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
      {before > 0 ? <Spacer height={before} columnCount={columnCount} /> : null}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <BodyRow key={item.key} row={row} selected={row.getIsSelected()} cellsKey={cellsKey} />
        );
      })}
      {after > 0 ? <Spacer height={after} columnCount={columnCount} /> : null}
    </>
  );
}
