// A column header: a button when the server can sort by the column, with aria-sort on the sorted one.
import { Button, Table } from '@chakra-ui/react';
import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder } from './list-search';
import { kitColumn } from './table-rows';

interface SortHeaderProps<T> {
  header: Header<T, unknown>;
  sortable: boolean;
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
}

/** Columns the kit adds itself (selection, row menu) stay narrow. */
export const narrowColumns = new Set(['select', 'actions']);

export function SortHeader<T>({ header, sortable, sort, order, onSort }: SortHeaderProps<T>) {
  const id = header.column.id;
  const active = id === sort;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <Table.ColumnHeader
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      w={narrowColumns.has(id) ? '12' : undefined}
      data-priority={header.column.columnDef.meta?.priority}
      data-column={kitColumn(id)}
      data-primary={
        header.headerGroup.headers.find((h) => !kitColumn(h.column.id) && !h.column.columnDef.meta?.phone)?.id === header.id
          ? ''
          : undefined
      }
      data-phone={header.column.columnDef.meta?.phone}
      whiteSpace="nowrap"
    >
      {sortable ? (
        <Button
          variant="plain"
          size="sm"
          px={0}
          color="fg"
          fontWeight="semibold"
          onClick={() => onSort(id, active && order === 'asc' ? 'desc' : 'asc')}
        >
          {content}
          {active ? (
            order === 'asc' ? (
              <ArrowUp aria-hidden />
            ) : (
              <ArrowDown aria-hidden />
            )
          ) : (
            <ArrowUpDown aria-hidden opacity={0.4} />
          )}
        </Button>
      ) : (
        content
      )}
    </Table.ColumnHeader>
  );
}
