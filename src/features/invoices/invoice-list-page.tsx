// /dashboard/invoice: the invoices on the list kit (docs/list-kit.md). The summary figures, tabs and
// counts are the API's, over the same search and filters as the table; every piece of view state
// is in the URL. The users list (src/features/users/user-list-page.tsx) is the model.
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, type Invoice, type InvoiceStatus } from '@/lib/api-contract/invoice';
import { BulkActions } from '@/lib/data-table/bulk-actions';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { hasActiveFilters } from '@/lib/data-table/list-search';
import { Pagination } from '@/lib/data-table/pagination';
import { SavedViewsMenu } from '@/lib/data-table/saved-views-menu';
import { StatusTabs } from '@/lib/data-table/status-tabs';
import { TableToolbar } from '@/lib/data-table/table-toolbar';
import { useListSearch } from '@/lib/data-table/use-list-search';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useRowDialog } from '@/lib/data-table/use-row-dialog';
import { fetchInvoices, invoiceQueries } from './api/invoice-queries';
import { useChangeInvoiceStatus, useDeleteInvoice, useDeleteInvoices } from './api/invoice-mutations';
import { InvoiceFilters } from './components/invoice-filters';
import { useInvoiceRowMenu } from './components/invoice-row-menu';
import { invoiceStatusPalette } from './components/invoice-status-badge';
import { InvoiceSummary } from './components/invoice-summary';
import { useInvoiceColumns } from './components/invoice-table-columns';
import { invoiceList, toInvoiceQuery, type InvoiceListSearch } from './search';

const route = getRouteApi('/dashboard/invoice/');
const tabs = ['all', ...invoiceStatuses] as const;

export function InvoiceListPage() {
  const { t } = useTranslation('invoices');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(invoiceQueries.list(toInvoiceQuery(search)));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const deleting = useRowDialog<Invoice>();
  const openDialog = deleting.open;
  const [visibility, setVisibility] = useColumnVisibility('invoices');
  const changeStatus = useChangeInvoiceStatus();
  const deleteInvoice = useDeleteInvoice();
  const deleteInvoices = useDeleteInvoices();
  const columns = useInvoiceColumns();

  const setSearch = useListSearch({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    prefetch: (next) => void queryClient.prefetchQuery(invoiceQueries.list(toInvoiceQuery(next))),
  });
  const onSort = useCallback(
    (sort: InvoiceListSearch['sort'], order: InvoiceListSearch['order']) => setSearch({ sort, order }),
    [setSearch],
  );
  const filtered = hasActiveFilters(search, invoiceList.defaults, invoiceList.filterKeys);
  const clearFilters = useCallback(
    () => setSearch({ q: '', status: 'all', serviceLine: 'all', startDate: '', endDate: '' }),
    [setSearch],
  );
  const rowMenu = useInvoiceRowMenu({
    onDelete: useCallback((invoice: Invoice, anchor?: HTMLElement) => openDialog('delete', invoice, anchor), [openDialog]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    onStatus: useCallback((invoice: Invoice, status: InvoiceStatus) => changeStatus.mutate({ invoice, status }), [changeStatus.mutate]),
  });
  const tableSelection = useMemo(
    () => ({
      state: selection,
      onChange: setSelection,
      rowLabel: (invoice: Invoice) => t('list.selectRow', { number: invoice.number }),
      pageLabel: t('list.selectPage'),
    }),
    [selection, t],
  );
  const fetchPage: PageFetcher<Invoice> = useCallback(
    (page, pageSize, signal) => fetchInvoices({ ...toInvoiceQuery(search), page, pageSize }, signal),
    [search],
  );
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Box>
          <Heading as="h1" size="2xl">
            {t('list.title')}
          </Heading>
          <Text color="fg.muted">{t('list.subtitle')}</Text>
        </Box>
        <Button asChild colorPalette="primary">
          <Link to="/dashboard/invoice/new">
            <Plus aria-hidden />
            {t('list.new')}
          </Link>
        </Button>
      </HStack>

      <InvoiceSummary summary={list.data?.summary} value={search.status} onSelect={(status) => setSearch({ status })} />

      <Card.Root overflow="hidden">
        <StatusTabs
          tabs={tabs}
          value={search.status}
          counts={list.data?.counts}
          tabLabel={(status) => t(`status.${status}`)}
          palette={(status) => invoiceStatusPalette[status]}
          label={t('list.statusTabs')}
          onChange={(status) => setSearch({ status })}
        >
          <TableToolbar
            q={search.q}
            onSearch={(q) => setSearch({ q })}
            searchLabel={t('list.search')}
            searchPlaceholder={t('list.searchPlaceholder')}
            filters={
              <InvoiceFilters
                serviceLine={search.serviceLine}
                startDate={search.startDate}
                endDate={search.endDate}
                onChange={setSearch}
              />
            }
            end={
              <>
                <BulkActions
                  count={selectedIds.length}
                  confirmTitle={t('bulkDelete.title', { count: selectedIds.length })}
                  confirmDescription={t('bulkDelete.description', { count: selectedIds.length })}
                  onDelete={() => {
                    deleteInvoices.mutate(selectedIds);
                    setSelection({});
                  }}
                />
                <SavedViewsMenu
                  table="invoices"
                  search={search}
                  defaults={invoiceList.defaults}
                  visibility={visibility}
                  onApply={(next, cols) => {
                    setVisibility(cols);
                    setSearch(next);
                  }}
                />
                <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
                <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="invoices" />
              </>
            }
          />
          <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={list.isFetching}>
            <DataTable
              label={t('list.tableLabel')}
              testId="invoice-table"
              columns={columns}
              rows={list.data?.items}
              getRowId={getInvoiceId}
              sortFields={invoiceList.sortFields}
              sort={search.sort}
              order={search.order}
              onSort={onSort}
              dense={search.dense}
              columnVisibility={visibility}
              selection={tableSelection}
              rowMenu={rowMenu}
              emptyMessage={t('list.empty')}
              onClearFilters={filtered ? clearFilters : undefined}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          </Box>
          <Pagination
            page={list.data?.page ?? search.page}
            pageSize={search.pageSize}
            pageSizes={invoiceList.pageSizes}
            total={list.data?.total ?? 0}
            dense={search.dense}
            onPage={(page) => setSearch({ page })}
            onPageSize={(pageSize) => setSearch({ pageSize })}
            onDense={(dense) => setSearch({ dense, page: search.page })}
          />
        </StatusTabs>
      </Card.Root>

      <ConfirmDialog
        open={deleting.row !== null}
        title={t('delete.title')}
        description={deleting.row ? t('delete.description', { number: deleting.row.number }) : ''}
        confirmLabel={t('list.delete')}
        finalFocusEl={deleting.finalFocusEl}
        onClose={deleting.close}
        onConfirm={() => {
          if (deleting.row) deleteInvoice.mutate(deleting.row);
          deleting.close();
        }}
      />
    </Stack>
  );
}

const getInvoiceId = (invoice: Invoice) => invoice.id;
