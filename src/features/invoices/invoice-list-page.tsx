// /dashboard/invoice: the invoices on the list kit (docs/list-kit.md). The summary figures, tabs and
// counts are the API's, over the same search and filters as the table; every piece of view state
// is in the URL. The users list (src/features/users/user-list-page.tsx) is the model.
import { Button, Stack } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, type Invoice, type InvoiceStatus } from '@/lib/api-contract/invoice';
import { BulkActions } from '@/lib/data-table/bulk-actions';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { ListCard } from '@/lib/data-table/list-card';
import { RowDeleteDialog } from '@/lib/data-table/row-delete-dialog';
import { SavedViewsMenu } from '@/lib/data-table/saved-views-menu';
import { useResourceList } from '@/lib/data-table/use-resource-list';
import { useRowDialog } from '@/lib/data-table/use-row-dialog';
import { useTableSelection } from '@/lib/data-table/use-table-selection';
import { PageHeader } from '@/lib/ui/page-header';
import { fetchInvoices, invoiceQueries } from './api/invoice-queries';
import { useChangeInvoiceStatus, useDeleteInvoice, useDeleteInvoices } from './api/invoice-mutations';
import { InvoiceFilters } from './components/invoice-filters';
import { useInvoiceRowMenu } from './components/invoice-row-menu';
import { statusPalette } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';
import { InvoiceSummary } from './components/invoice-summary';
import { useInvoiceColumns } from './components/invoice-table-columns';
import { sheetFilters } from '@/lib/data-table/list-search';
import { invoiceList, toInvoiceQuery, type InvoiceListSearch } from './search';

const route = getRouteApi('/dashboard/invoice/');
const tabs = ['all', ...invoiceStatuses] as const;
const invoiceListQuery = (search: InvoiceListSearch) => invoiceQueries.list(toInvoiceQuery(search));

export function InvoiceListPage() {
  const { t } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { list, setSearch, tableProps, liveChanges } = useResourceList({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    query: invoiceListQuery,
    definition: invoiceList,
  });
  const rowLabel = useCallback((invoice: Invoice) => t('list.selectRow', { number: invoice.number }), [t]);
  const { selection, selectedIds, clear: clearSelection } = useTableSelection(rowLabel, t('list.selectPage'));
  const deleting = useRowDialog<Invoice>();
  const openDialog = deleting.open;
  const [visibility, setVisibility] = useColumnVisibility('invoices');
  const changeStatus = useChangeInvoiceStatus();
  const deleteInvoice = useDeleteInvoice();
  const deleteInvoices = useDeleteInvoices();
  const columns = useInvoiceColumns();
  const rowMenu = useInvoiceRowMenu({
    onDelete: useCallback((invoice: Invoice, anchor: HTMLElement) => openDialog('delete', invoice, anchor), [openDialog]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    onStatus: useCallback((invoice: Invoice, status: InvoiceStatus) => changeStatus.mutate({ invoice, status }), [changeStatus.mutate]),
  });
  // The filters the phone's "Filters" sheet holds (the status is a tab).
  const sheet = sheetFilters(search, invoiceList.defaults, ['serviceLine', ['startDate', 'endDate']]);
  // The CSV holds the view in the URL, every page of it.
  const fetchPage: PageFetcher<Invoice> = useCallback(
    (page, pageSize, signal) => fetchInvoices({ ...toInvoiceQuery(search), page, pageSize }, signal),
    [search],
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          <Button asChild colorPalette="primary">
            <Link to="/dashboard/invoice/new">
              <Plus aria-hidden />
              {t('list.new')}
            </Link>
          </Button>
        }
      />

      <InvoiceSummary summary={list.data?.summary} value={search.status} onSelect={(status) => setSearch({ status })} />

      <ListCard
        tabs={{
          tabs,
          value: search.status,
          counts: list.data?.counts,
          tabLabel: (status) => (status === 'all' ? t('status.all') : statusLabel('invoice', status)),
          palette: (status) => statusPalette('invoice', status),
          label: t('list.statusTabs'),
          onChange: (status) => setSearch({ status }),
        }}
        toolbar={{
          q: search.q,
          onSearch: (q) => setSearch({ q }),
          searchLabel: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          filters: (
            <InvoiceFilters
              serviceLine={search.serviceLine}
              startDate={search.startDate}
              endDate={search.endDate}
              onChange={setSearch}
            />
          ),
          activeFilters: sheet.active,
          onClearFilters: () => setSearch(sheet.clear),
          end: (
            <>
              <BulkActions
                count={selectedIds.length}
                confirmTitle={t('bulkDelete.title', { count: selectedIds.length })}
                confirmDescription={t('bulkDelete.description', { count: selectedIds.length })}
                onDelete={() => {
                  deleteInvoices.mutate(selectedIds);
                  clearSelection();
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
          ),
        }}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        liveChanges={liveChanges}
        pagination={{ search, list: list.data, pageSizes: invoiceList.pageSizes, setSearch }}
      >
        <DataTable
          {...tableProps}
          label={t('list.tableLabel')}
          testId="invoice-table"
          columns={columns}
          getRowId={getInvoiceId}
          sortFields={invoiceList.sortFields}
          columnVisibility={visibility}
          selection={selection}
          rowMenu={rowMenu}
          emptyMessage={t('list.empty')}
        />
      </ListCard>

      <RowDeleteDialog
        dialog={deleting}
        title={t('delete.title')}
        description={(invoice) => t('delete.description', { number: invoice.number })}
        confirmLabel={t('list.delete')}
        onDelete={(invoice) => deleteInvoice.mutate(invoice)}
      />
    </Stack>
  );
}

const getInvoiceId = (invoice: Invoice) => invoice.id;
