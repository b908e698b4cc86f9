// /dashboard/order: the orders on the list kit (docs/list-kit.md): status tabs with the API's counts,
// date range, search by number or customer, rows that expand to their items, CSV of the view.
// Orders placed in the shop or on /payment come first (newest first, docs/api/order.md).
import { Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatuses, type Order } from '@/lib/api-contract/order';
import { orderFetchers, orderQueries } from '@/lib/api/order-queries';
import { BulkActions } from '@/lib/data-table/bulk-actions';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { ListCard } from '@/lib/data-table/list-card';
import { useResourceList } from '@/lib/data-table/use-resource-list';
import { useTableSelection } from '@/lib/data-table/use-table-selection';
import { useMayCall } from '@/lib/session/may-call';
import { PageHeader } from '@/lib/ui/page-header';
import { useDeleteOrders } from './api/order-mutations';
import { OrderDateFilter } from './components/order-date-filter';
import { OrderItemsTable } from './components/order-items-table';
import { useOrderRowMenu } from './components/order-row-menu';
import { useOrderStatusChange } from './components/order-status-confirm';
import { statusPalette } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';
import { useOrderColumns } from './components/order-table-columns';
import { sheetFilters } from '@/lib/data-table/list-search';
import { orderList, toOrderQuery, type OrderListSearch } from './search';

const route = getRouteApi('/dashboard/order/');
const tabs = ['all', ...orderStatuses] as const;
const orderListQuery = (search: OrderListSearch) => orderQueries.list(toOrderQuery(search));

export function OrderListPage() {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { list, setSearch, tableProps, liveChanges } = useResourceList({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    query: orderListQuery,
    definition: orderList,
  });
  const rowLabel = useCallback((order: Order) => t('list.selectRow', { number: order.number }), [t]);
  const { selection, selectedIds, clear: clearSelection } = useTableSelection(rowLabel, t('list.selectPage'));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [visibility, setVisibility] = useColumnVisibility('orders');
  const statusChange = useOrderStatusChange();
  const deleteOrders = useDeleteOrders();
  // Bulk delete is for managers (docs/product-rules.md#roles); without it, no selection either.
  const mayBulkDelete = useMayCall('POST /api/order/bulk-delete');
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
  // The filters the phone's "Filters" sheet holds (the status is a tab).
  const sheet = sheetFilters(search, orderList.defaults, [['startDate', 'endDate']]);
  // The CSV holds the view in the URL, every page of it.
  const fetchPage: PageFetcher<Order> = useCallback(
    (page, pageSize, signal) => orderFetchers.list({ ...toOrderQuery(search), page, pageSize }, signal),
    [search],
  );

  return (
    <Stack gap={6}>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListCard
        tabs={{
          tabs,
          value: search.status,
          counts: list.data?.counts,
          tabLabel: (status) => (status === 'all' ? t('status.all') : statusLabel('order', status)),
          palette: (status) => statusPalette('order', status),
          label: t('list.statusTabs'),
          onChange: (status) => setSearch({ status }),
        }}
        toolbar={{
          q: search.q,
          onSearch: (q) => setSearch({ q }),
          searchLabel: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          filters: <OrderDateFilter startDate={search.startDate} endDate={search.endDate} onChange={setSearch} />,
          activeFilters: sheet.active,
          onClearFilters: () => setSearch(sheet.clear),
          end: (
            <>
              {mayBulkDelete ? (
                <BulkActions
                  count={selectedIds.length}
                  confirmTitle={t('bulkDelete.title', { count: selectedIds.length })}
                  confirmDescription={t('bulkDelete.description', { count: selectedIds.length })}
                  onDelete={() => {
                    deleteOrders.mutate(selectedIds);
                    clearSelection();
                  }}
                />
              ) : null}
              <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
              <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="orders" />
            </>
          ),
        }}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        liveChanges={liveChanges}
        pagination={{ search, list: list.data, pageSizes: orderList.pageSizes, setSearch }}
      >
        <DataTable
          {...tableProps}
          label={t('list.tableLabel')}
          testId="order-table"
          columns={columns}
          getRowId={getOrderId}
          sortFields={orderList.sortFields}
          columnVisibility={visibility}
          selection={mayBulkDelete ? selection : undefined}
          rowMenu={rowMenu}
          subRow={subRow}
          emptyMessage={t('list.empty')}
        />
      </ListCard>
      {statusChange.dialog}
    </Stack>
  );
}

const getOrderId = (order: Order) => order.id;
