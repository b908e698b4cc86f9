// /dashboard/order: the orders on the list kit (docs/list-kit.md): status tabs with the API's counts,
// date range, search by number or customer, rows that expand to their items, CSV of the view.
// Orders placed in the shop or on /payment come first (newest first, docs/api/order.md).
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatuses, type Order } from '@/lib/api-contract/order';
import { orderFetchers, orderQueries } from '@/lib/api/order-queries';
import { BulkActions } from '@/lib/data-table/bulk-actions';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { hasActiveFilters } from '@/lib/data-table/list-search';
import { Pagination } from '@/lib/data-table/pagination';
import { StatusTabs } from '@/lib/data-table/status-tabs';
import { TableToolbar } from '@/lib/data-table/table-toolbar';
import { useListSearch } from '@/lib/data-table/use-list-search';
import { useDeleteOrders } from './api/order-mutations';
import { OrderDateFilter } from './components/order-date-filter';
import { OrderItemsTable } from './components/order-items-table';
import { useOrderRowMenu } from './components/order-row-menu';
import { useOrderStatusChange } from './components/order-status-confirm';
import { orderStatusPalette } from './components/order-status-badge';
import { useOrderColumns } from './components/order-table-columns';
import { orderList, toOrderQuery, type OrderListSearch } from './search';

const route = getRouteApi('/dashboard/order/');
const tabs = ['all', ...orderStatuses] as const;

export function OrderListPage() {
  const { t } = useTranslation('orders');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(orderQueries.list(toOrderQuery(search)));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [visibility, setVisibility] = useColumnVisibility('orders');
  const statusChange = useOrderStatusChange();
  const deleteOrders = useDeleteOrders();
  const toggle = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = useOrderColumns(expanded, toggle);
  const rowMenu = useOrderRowMenu(statusChange.request);
  const subRow = useCallback(
    (order: Order) => (expanded.has(order.id) ? <OrderItemsTable order={order} /> : null),
    [expanded],
  );

  const setSearch = useListSearch({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    prefetch: (next) => void queryClient.prefetchQuery(orderQueries.list(toOrderQuery(next))),
  });
  const onSort = useCallback(
    (sort: OrderListSearch['sort'], order: OrderListSearch['order']) => setSearch({ sort, order }),
    [setSearch],
  );
  const filtered = hasActiveFilters(search, orderList.defaults, orderList.filterKeys);
  const clearFilters = useCallback(() => setSearch({ q: '', status: 'all', startDate: '', endDate: '' }), [setSearch]);
  const tableSelection = useMemo(
    () => ({
      state: selection,
      onChange: setSelection,
      rowLabel: (order: Order) => t('list.selectRow', { number: order.number }),
      pageLabel: t('list.selectPage'),
    }),
    [selection, t],
  );
  const fetchPage: PageFetcher<Order> = useCallback(
    (page, pageSize, signal) => orderFetchers.list({ ...toOrderQuery(search), page, pageSize }, signal),
    [search],
  );
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('list.title')}
        </Heading>
        <Text color="fg.muted">{t('list.subtitle')}</Text>
      </Box>
      <Card.Root overflow="hidden">
        <StatusTabs
          tabs={tabs}
          value={search.status}
          counts={list.data?.counts}
          tabLabel={(status) => t(`status.${status}`)}
          palette={(status) => orderStatusPalette[status]}
          label={t('list.statusTabs')}
          onChange={(status) => setSearch({ status })}
        >
          <TableToolbar
            q={search.q}
            onSearch={(q) => setSearch({ q })}
            searchLabel={t('list.search')}
            searchPlaceholder={t('list.searchPlaceholder')}
            filters={<OrderDateFilter startDate={search.startDate} endDate={search.endDate} onChange={setSearch} />}
            end={
              <>
                <BulkActions
                  count={selectedIds.length}
                  confirmTitle={t('bulkDelete.title', { count: selectedIds.length })}
                  confirmDescription={t('bulkDelete.description', { count: selectedIds.length })}
                  onDelete={() => {
                    deleteOrders.mutate(selectedIds);
                    setSelection({});
                  }}
                />
                <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
                <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="orders" />
              </>
            }
          />
          <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={list.isFetching}>
            <DataTable
              label={t('list.tableLabel')}
              testId="order-table"
              columns={columns}
              rows={list.data?.items}
              getRowId={getOrderId}
              sortFields={orderList.sortFields}
              sort={search.sort}
              order={search.order}
              onSort={onSort}
              dense={search.dense}
              columnVisibility={visibility}
              selection={tableSelection}
              rowMenu={rowMenu}
              subRow={subRow}
              emptyMessage={t('list.empty')}
              onClearFilters={filtered ? clearFilters : undefined}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          </Box>
          <Pagination
            page={list.data?.page ?? search.page}
            pageSize={search.pageSize}
            pageSizes={orderList.pageSizes}
            total={list.data?.total ?? 0}
            dense={search.dense}
            onPage={(page) => setSearch({ page })}
            onPageSize={(pageSize) => setSearch({ pageSize })}
            onDense={(dense) => setSearch({ dense, page: search.page })}
          />
        </StatusTabs>
      </Card.Root>
      {statusChange.dialog}
    </Stack>
  );
}

const getOrderId = (order: Order) => order.id;
