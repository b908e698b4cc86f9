// /dashboard/tour: the study tours table on the list kit (src/lib/data-table, docs/list-kit.md).
// The whole view (status tab, search, date range, destinations, services, guides, sort, page,
// density) lives in the URL, so a view is a link and Back undoes a change; the server filters.
import { Button, Stack } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tourStatuses, type Tour } from '@/lib/api-contract/tour';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { ListCard } from '@/lib/data-table/list-card';
import { useRecordRowMenu } from '@/lib/data-table/record-row-menu';
import { RowDeleteDialog } from '@/lib/data-table/row-delete-dialog';
import { useResourceList } from '@/lib/data-table/use-resource-list';
import { useRowDialog } from '@/lib/data-table/use-row-dialog';
import { useMayCall } from '@/lib/session/may-call';
import { PageHeader } from '@/lib/ui/page-header';
import { useDeleteTour } from './api/tour-mutations';
import { fetchTours, tourQueries } from './api/tours';
import { TourFilters } from './components/tour-filters';
import { tourStatusPalette } from './components/tour-format';
import { useTourColumns } from './components/tour-table-columns';
import { tourList, toTourQuery, type TourListSearch } from './search';

const route = getRouteApi('/dashboard/tour/');
const tabs = ['all', ...tourStatuses] as const;
const tourListQuery = (search: TourListSearch) => tourQueries.list(toTourQuery(search));

export function TourListPage() {
  const { t } = useTranslation('tours');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { list, setSearch, tableProps, liveChanges } = useResourceList({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    query: tourListQuery,
    definition: tourList,
  });
  const [visibility, setVisibility] = useColumnVisibility('tours');
  const deleting = useRowDialog<Tour>();
  const openDialog = deleting.open;
  const deleteTour = useDeleteTour();
  const columns = useTourColumns();
  // Actions the role may not take are left out (docs/product-rules.md#roles).
  const mayCreate = useMayCall('POST /api/tour');
  const mayEdit = useMayCall('PATCH /api/tour/:id');
  const mayDelete = useMayCall('DELETE /api/tour/:id');
  const onEdit = useCallback((tour: Tour) => void goTo({ to: '/dashboard/tour/$id/edit', params: { id: tour.id } }), [goTo]);
  const onDelete = useCallback((tour: Tour, anchor: HTMLElement) => openDialog('delete', tour, anchor), [openDialog]);
  const rowMenu = useRecordRowMenu<Tour>({
    label: useCallback((tour: Tour) => t('list.actionsFor', { name: tour.name }), [t]),
    labels: { view: t('list.view'), edit: t('list.edit'), delete: t('list.delete') },
    onView: useCallback((tour: Tour) => void goTo({ to: '/dashboard/tour/$id', params: { id: tour.id } }), [goTo]),
    onEdit: mayEdit ? onEdit : undefined,
    onDelete: mayDelete ? onDelete : undefined,
  });
  // The CSV holds the view in the URL, every page of it.
  const fetchPage: PageFetcher<Tour> = useCallback(
    (page, pageSize, signal) => fetchTours({ ...toTourQuery(search), page, pageSize }, signal),
    [search],
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          mayCreate ? (
            <Button asChild colorPalette="primary">
              <Link to="/dashboard/tour/new">
                <Plus aria-hidden />
                {t('list.newTour')}
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
          palette: (status) => tourStatusPalette[status],
          label: t('list.statusTabs'),
          onChange: (status) => setSearch({ status }),
        }}
        toolbar={{
          q: search.q,
          onSearch: (q) => setSearch({ q }),
          searchLabel: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          filters: <TourFilters search={search} onChange={setSearch} />,
          end: (
            <>
              <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
              <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="tours" />
            </>
          ),
        }}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        liveChanges={liveChanges}
        pagination={{ search, list: list.data, pageSizes: tourList.pageSizes, setSearch }}
      >
        <DataTable
          {...tableProps}
          label={t('list.tableLabel')}
          testId="tour-table"
          columns={columns}
          getRowId={getTourId}
          sortFields={tourList.sortFields}
          columnVisibility={visibility}
          rowMenu={rowMenu}
          emptyMessage={t('list.empty')}
        />
      </ListCard>

      <RowDeleteDialog
        dialog={deleting}
        title={t('delete.title')}
        description={(tour) => t('delete.description', { name: tour.name })}
        confirmLabel={t('list.delete')}
        onDelete={(tour) => deleteTour.mutate(tour)}
      />
    </Stack>
  );
}

const getTourId = (tour: Tour) => tour.id;
