// The user table: TanStack Table in manual mode (the server pages, sorts and filters), rendered
// with Chakra's Table. Sorting headers are buttons; the sorted column says so with aria-sort.
import { Box, Button, Skeleton, Table, Text } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserSortField } from '@/lib/api-contract/user';
import { UserRowMenu, type RowMenuTarget, type UserRowActions } from './user-row-menu';
import { useUserColumns } from './user-table-columns';

interface UserTableProps extends UserRowActions {
  rows: User[] | undefined;
  sort: UserSortField;
  order: 'asc' | 'desc';
  dense: boolean;
  selection: RowSelectionState;
  onSelection: (selection: RowSelectionState) => void;
  onSort: (sort: UserSortField, order: 'asc' | 'desc') => void;
  /** Shown in the empty state, when filters are on. */
  onClearFilters?: () => void;
}

/** Memoised: a URL change re-renders the page at once, the rows only when their data changes. */
export const UserTable = memo(function UserTable({
  rows,
  sort,
  order,
  dense,
  selection,
  onSelection,
  onSort,
  onClearFilters,
  ...actions
}: UserTableProps) {
  const { t } = useTranslation('users');
  const [menu, setMenu] = useState<{ target: RowMenuTarget | null; open: boolean }>({
    target: null,
    open: false,
  });
  const openMenu = useCallback((target: RowMenuTarget) => setMenu({ target, open: true }), []);
  const columns = useUserColumns(openMenu);
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId: (user) => user.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    state: { sorting, rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelection(typeof updater === 'function' ? updater(selection) : updater),
  });

  return (
    <Table.ScrollArea>
      <Table.Root
        size={dense ? 'sm' : 'md'}
        interactive
        aria-label={t('list.tableLabel')}
        data-testid="user-table"
      >
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.muted">
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort() && header.column.id !== 'select';
                const active = header.column.id === sort;
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                    w={
                      header.column.id === 'select' || header.column.id === 'actions'
                        ? '12'
                        : undefined
                    }
                    whiteSpace="nowrap"
                  >
                    {sortable ? (
                      <Button
                        variant="plain"
                        size="sm"
                        px={0}
                        color="fg"
                        fontWeight="semibold"
                        onClick={() =>
                          onSort(
                            header.column.id as UserSortField,
                            active && order === 'asc' ? 'desc' : 'asc',
                          )
                        }
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
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {rows === undefined
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Row key={i}>
                  <Table.Cell colSpan={columns.length}>
                    <Skeleton height="8" />
                  </Table.Cell>
                </Table.Row>
              ))
            : null}
          {rows?.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} py={12} textAlign="center">
                <Text fontWeight="medium">{t('list.empty')}</Text>
                {onClearFilters ? (
                  <Button mt={3} variant="outline" size="sm" onClick={onClearFilters}>
                    {t('list.clearFilters')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ) : null}
          {table.getRowModel().rows.map((row) => (
            <Table.Row
              key={row.id}
              data-selected={row.getIsSelected() ? '' : undefined}
              _selected={{ bg: 'primary.subtle' }}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Cell key={cell.id}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <UserRowMenu
        target={menu.target}
        open={menu.open}
        onClose={() => setMenu((m) => ({ ...m, open: false }))}
        {...actions}
      />
      <Box srOnly aria-live="polite">
        {rows ? t('list.rowsShown', { count: rows.length }) : null}
      </Box>
    </Table.ScrollArea>
  );
});
