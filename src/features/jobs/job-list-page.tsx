// /dashboard/job: the jobs table on the list kit (src/lib/data-table, docs/list-kit.md). The whole
// view (status tab, search, drawer filters, sort, page, density) lives in the URL, so a view is a
// link and Back undoes a change; the server pages, sorts and filters.
import { Button, Stack } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStatuses, type Job } from '@/lib/api-contract/job';
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
import { useDeleteJob } from './api/job-mutations';
import { fetchJobs, jobQueries } from './api/jobs';
import { JobFilters } from './components/job-filters';
import { jobStatusPalette, useJobColumns } from './components/job-table-columns';
import { jobList, toJobQuery, type JobListSearch } from './search';

const route = getRouteApi('/dashboard/job/');
const tabs = ['all', ...jobStatuses] as const;
const jobListQuery = (search: JobListSearch) => jobQueries.list(toJobQuery(search));

export function JobListPage() {
  const { t } = useTranslation('jobs');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { list, setSearch, tableProps, liveChanges } = useResourceList({
    search,
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    query: jobListQuery,
    definition: jobList,
  });
  const [visibility, setVisibility] = useColumnVisibility('jobs');
  const deleting = useRowDialog<Job>();
  const openDialog = deleting.open;
  const deleteJob = useDeleteJob();
  const columns = useJobColumns();
  // Actions the role may not take are left out (docs/product-rules.md#roles).
  const mayCreate = useMayCall('POST /api/job');
  const mayEdit = useMayCall('PATCH /api/job/:id');
  const mayDelete = useMayCall('DELETE /api/job/:id');
  const onEdit = useCallback((job: Job) => void goTo({ to: '/dashboard/job/$id/edit', params: { id: job.id } }), [goTo]);
  const onDelete = useCallback((job: Job, anchor: HTMLElement) => openDialog('delete', job, anchor), [openDialog]);
  const rowMenu = useRecordRowMenu<Job>({
    label: useCallback((job: Job) => t('list.actionsFor', { title: job.title }), [t]),
    labels: { view: t('list.view'), edit: t('list.edit'), delete: t('list.delete') },
    onView: useCallback((job: Job) => void goTo({ to: '/dashboard/job/$id', params: { id: job.id } }), [goTo]),
    onEdit: mayEdit ? onEdit : undefined,
    onDelete: mayDelete ? onDelete : undefined,
  });
  // The CSV holds the view in the URL, every page of it.
  const fetchPage: PageFetcher<Job> = useCallback(
    (page, pageSize, signal) => fetchJobs({ ...toJobQuery(search), page, pageSize }, signal),
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
              <Link to="/dashboard/job/new">
                <Plus aria-hidden />
                {t('list.newJob')}
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
          palette: (status) => jobStatusPalette[status],
          label: t('list.statusTabs'),
          onChange: (status) => setSearch({ status }),
        }}
        toolbar={{
          q: search.q,
          onSearch: (q) => setSearch({ q }),
          searchLabel: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          filters: <JobFilters search={search} onChange={setSearch} />,
          end: (
            <>
              <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
              <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="jobs" />
            </>
          ),
        }}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        liveChanges={liveChanges}
        pagination={{ search, list: list.data, pageSizes: jobList.pageSizes, setSearch }}
      >
        <DataTable
          {...tableProps}
          label={t('list.tableLabel')}
          testId="job-table"
          columns={columns}
          getRowId={getJobId}
          sortFields={jobList.sortFields}
          columnVisibility={visibility}
          rowMenu={rowMenu}
          emptyMessage={t('list.empty')}
        />
      </ListCard>

      <RowDeleteDialog
        dialog={deleting}
        title={t('delete.title')}
        description={(job) => t('delete.description', { title: job.title })}
        confirmLabel={t('list.delete')}
        onDelete={(job) => deleteJob.mutate(job)}
      />
    </Stack>
  );
}

const getJobId = (job: Job) => job.id;
