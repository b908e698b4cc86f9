// /dashboard/tour: the study tours table on the list kit (src/lib/data-table, docs/list-kit.md).
// The whole view (status tab, search, date range, destinations, services, guides, sort, page,
// density) lives in the URL, so a view is a link and Back undoes a change; the server filters.
import { Box, Button, Card, Heading, HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Eye, Plus, SquarePen, Trash2 } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tourStatuses, type Tour } from '@/lib/api-contract/tour';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { hasActiveFilters } from '@/lib/data-table/list-search';
import { Pagination } from '@/lib/data-table/pagination';
import type { RowMenuConfig } from '@/lib/data-table/row-menu';
import { StatusTabs } from '@/lib/data-table/status-tabs';
import { TableToolbar } from '@/lib/data-table/table-toolbar';
import { useListSearch } from '@/lib/data-table/use-list-search';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useRowDialog } from '@/lib/data-table/use-row-dialog';
import { useDeleteTour } from './api/tour-mutations';
import { fetchTours, tourQueries } from './api/tours';
import { TourFilters } from './components/tour-filters';
import { tourStatusPalette } from './components/tour-format';
import { useTourColumns } from './components/tour-table-columns';
import { tourDrawerDefaults, tourList, toTourQuery, type TourListSearch } from './search';

const route = getRouteApi('/dashboard/tour/');
const tabs = ['all', ...tourStatuses] as const;

export function TourListPage() {
  const { t } = useTranslation('tours');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(tourQueries.list(toTourQuery(search)));
  const [visibility, setVisibility] = useColumnVisibility('tours');
  const deleting = useRowDialog<Tour>();
  const openDelete = deleting.open;
  const deleteTour = useDeleteTour();
  const columns = useTourColumns();

  const setSearch = useListSearch({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    prefetch: (next) => void queryClient.prefetchQuery(tourQueries.list(toTourQuery(next))),
  });
  const onSort = useCallback(
    (sort: TourListSearch['sort'], order: TourListSearch['order']) => setSearch({ sort, order }),
    [setSearch],
  );
  const filtered = hasActiveFilters(search, tourList.defaults, tourList.filterKeys);
  const clearFilters = useCallback(
    () => setSearch({ q: '', status: 'all', ...tourDrawerDefaults }),
    [setSearch],
  );
  const rowMenu = useMemo<RowMenuConfig<Tour>>(
    () => ({
      label: (tour) => t('list.actionsFor', { name: tour.name }),
      onSelect: (value, tour, anchor) => {
        if (value === 'view') void goTo({ to: '/dashboard/tour/$id', params: { id: tour.id } });
        if (value === 'edit') void goTo({ to: '/dashboard/tour/$id/edit', params: { id: tour.id } });
        if (value === 'delete') openDelete('delete', tour, anchor);
      },
      items: () => (
        <>
          <Menu.Item value="view">
            <Eye aria-hidden />
            {t('list.view')}
          </Menu.Item>
          <Menu.Item value="edit">
            <SquarePen aria-hidden />
            {t('list.edit')}
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="delete" color="fg.error">
            <Trash2 aria-hidden />
            {t('list.delete')}
          </Menu.Item>
        </>
      ),
    }),
    [t, goTo, openDelete],
  );
  const fetchPage: PageFetcher<Tour> = useCallback(
    (page, pageSize, signal) => fetchTours({ ...toTourQuery(search), page, pageSize }, signal),
    [search],
  );

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
          <Link to="/dashboard/tour/new">
            <Plus aria-hidden />
            {t('list.newTour')}
          </Link>
        </Button>
      </HStack>

      <Card.Root overflow="hidden">
        <StatusTabs
          tabs={tabs}
          value={search.status}
          counts={list.data?.counts}
          tabLabel={(status) => t(`status.${status}`)}
          palette={(status) => tourStatusPalette[status]}
          label={t('list.statusTabs')}
          onChange={(status) => setSearch({ status })}
        >
          <TableToolbar
            q={search.q}
            onSearch={(q) => setSearch({ q })}
            searchLabel={t('list.search')}
            searchPlaceholder={t('list.searchPlaceholder')}
            filters={<TourFilters search={search} onChange={setSearch} />}
            end={
              <>
                <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
                <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="tours" />
              </>
            }
          />
          <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={list.isFetching}>
            <DataTable
              label={t('list.tableLabel')}
              testId="tour-table"
              columns={columns}
              rows={list.data?.items}
              getRowId={getTourId}
              sortFields={tourList.sortFields}
              sort={search.sort}
              order={search.order}
              onSort={onSort}
              dense={search.dense}
              columnVisibility={visibility}
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
            pageSizes={tourList.pageSizes}
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
        description={deleting.row ? t('delete.description', { name: deleting.row.name }) : ''}
        confirmLabel={t('list.delete')}
        finalFocusEl={deleting.finalFocusEl}
        onClose={deleting.close}
        onConfirm={() => {
          if (deleting.row) deleteTour.mutate(deleting.row);
          deleting.close();
        }}
      />
    </Stack>
  );
}

const getTourId = (tour: Tour) => tour.id;
