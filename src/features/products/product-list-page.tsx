// /dashboard/product: the data products on the list kit (src/lib/data-table, docs/list-kit.md), as
// a table or as cards. The whole view (tab, quick filters, search, sort, page, density, layout)
// lives in the URL; the server pages, sorts and filters. Selection and dialogs are local.
import { Button, Stack } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { productStatuses, type ProductListItem } from '@/lib/api-contract/product';
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
import { useMayCall } from '@/lib/session/may-call';
import { PageHeader } from '@/lib/ui/page-header';
import { fetchProducts, productQueries } from './api/products';
import { useDeleteProduct, useDeleteProducts, usePublishProduct } from './api/product-mutations';
import { ProductCardGrid } from './components/product-card-grid';
import { ProductLayoutToggle } from './components/product-layout-toggle';
import { ProductListFilters } from './components/product-list-filters';
import { useProductRowMenu } from './components/product-row-menu';
import { useProductColumns } from './components/product-table-columns';
import { sheetFilters } from '@/lib/data-table/list-search';
import { productList, toProductQuery, type ProductListSearch } from './search';

const route = getRouteApi('/dashboard/product/');
const tabs = ['all', ...productStatuses] as const;
const palette = { all: 'gray', published: 'green', draft: 'gray' } as const;
const productListQuery = (search: ProductListSearch) => productQueries.list(toProductQuery(search));
// The layout (table or cards) is a view setting, not a filter.
const viewKeys = ['view'] as const;

export function ProductListPage() {
  const { t } = useTranslation('products');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { list, setSearch, filtered, clearFilters, tableProps, liveChanges } = useResourceList({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    query: productListQuery,
    definition: productList,
    viewKeys,
  });
  const rowLabel = useCallback((p: ProductListItem) => t('list.selectRow', { name: p.name }), [t]);
  const { selection: tableSelection, selectedIds, clear: clearSelection } = useTableSelection(rowLabel, t('list.selectPage'));
  const deleting = useRowDialog<ProductListItem>();
  const openDialog = deleting.open;
  const [visibility, setVisibility] = useColumnVisibility('products');
  const publish = usePublishProduct();
  const deleteProduct = useDeleteProduct();
  const deleteProducts = useDeleteProducts();
  // Actions the role may not take are left out (docs/product-rules.md#roles).
  const mayCreate = useMayCall('POST /api/product');
  const mayEdit = useMayCall('PATCH /api/product/:id');
  const mayDelete = useMayCall('DELETE /api/product/:id');
  const mayBulkDelete = useMayCall('POST /api/product/bulk-delete');
  const onPublish = useCallback(
    (product: ProductListItem, published: boolean) => publish.mutate({ product, status: published ? 'published' : 'draft' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [publish.mutate],
  );
  const columns = useProductColumns(mayEdit ? onPublish : undefined);
  const askDelete = useCallback((product: ProductListItem, anchor: HTMLElement) => openDialog('delete', product, anchor), [openDialog]);
  const rowMenu = useProductRowMenu({ onDelete: mayDelete ? askDelete : undefined, edit: mayEdit });
  // The filters the phone's "Filters" sheet holds (the status is a tab).
  const sheet = sheetFilters(search, productList.defaults, ['category', 'frequency', 'format', 'price']);
  // The CSV holds the view in the URL, every page of it.
  const fetchPage: PageFetcher<ProductListItem> = useCallback(
    (page, pageSize, signal) => fetchProducts({ ...toProductQuery(search), page, pageSize }, signal),
    [search],
  );
  const grid = search.view === 'grid';

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          mayCreate ? (
            <Button asChild colorPalette="primary">
              <Link to="/dashboard/product/new">
                <Plus aria-hidden />
                {t('list.newProduct')}
              </Link>
            </Button>
          ) : null
        }
      />

      <ListCard
        tabs={{
          tabs,
          value: search.status,
          counts: list.data?.counts,
          tabLabel: (status) => t(`status.${status}`),
          palette: (status) => palette[status],
          label: t('list.statusTabs'),
          onChange: (status) => setSearch({ status }),
        }}
        toolbar={{
          q: search.q,
          onSearch: (q) => setSearch({ q }),
          searchLabel: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          filters: <ProductListFilters search={search} onChange={setSearch} />,
          activeFilters: sheet.active,
          onClearFilters: () => setSearch(sheet.clear),
          end: (
            <>
              {grid || !mayBulkDelete ? null : (
                <BulkActions
                  count={selectedIds.length}
                  confirmTitle={t('bulkDelete.title', { count: selectedIds.length })}
                  confirmDescription={t('bulkDelete.description', { count: selectedIds.length })}
                  onDelete={() => {
                    deleteProducts.mutate(selectedIds);
                    clearSelection();
                  }}
                />
              )}
              <ProductLayoutToggle value={search.view} onChange={(view) => setSearch({ view, page: search.page })} />
              <SavedViewsMenu
                table="products"
                search={search}
                defaults={productList.defaults}
                visibility={visibility}
                onApply={(next, cols) => {
                  setVisibility(cols);
                  setSearch(next);
                }}
              />
              {grid ? null : <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />}
              <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="products" />
            </>
          ),
        }}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        liveChanges={liveChanges}
        pagination={{ search, list: list.data, pageSizes: productList.pageSizes, setSearch }}
      >
        {grid ? (
          <ProductCardGrid
            products={list.data?.items}
            onPublish={mayEdit ? onPublish : undefined}
            emptyMessage={t('list.empty')}
          />
        ) : (
          <DataTable
            {...tableProps}
            label={t('list.tableLabel')}
            testId="product-table"
            columns={columns}
            getRowId={getProductId}
            sortFields={productList.sortFields}
            columnVisibility={visibility}
            selection={mayBulkDelete ? tableSelection : undefined}
            rowMenu={rowMenu}
            emptyMessage={t('list.empty')}
            onClearFilters={filtered ? clearFilters : undefined}
          />
        )}
      </ListCard>

      <RowDeleteDialog
        dialog={deleting}
        title={t('delete.title')}
        description={(product) => t('delete.description', { name: product.name })}
        confirmLabel={t('list.delete')}
        onDelete={(product) => deleteProduct.mutate(product)}
      />
    </Stack>
  );
}

const getProductId = (product: ProductListItem) => product.id;
