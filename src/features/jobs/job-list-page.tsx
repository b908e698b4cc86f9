// /dashboard/job: the jobs table, the list kit's record list page (docs/list-kit.md) with the jobs'
// columns, drawer filters (department, employment type, experience, locations, benefits) and strings.
import { getRouteApi } from '@tanstack/react-router';
import { jobStatuses } from '@/lib/api-contract/job';
import { RecordListPage } from '@/lib/data-table/record-list-page';
import { useDeleteJob } from './api/job-mutations';
import { fetchJobs, jobQueries } from './api/jobs';
import { JobFilters } from './components/job-filters';
import { jobStatusPalette, useJobColumns } from './components/job-table-columns';
import { jobDrawerFilters, jobList, toJobQuery } from './search';

const route = getRouteApi('/dashboard/job/');

export function JobListPage() {
  const navigate = route.useNavigate();
  const deleteJob = useDeleteJob();
  return (
    <RecordListPage
      group="job"
      ns="jobs"
      createKey="list.newJob"
      nameField="title"
      search={route.useSearch()}
      navigate={(search) => void navigate({ search, resetScroll: false })}
      list={jobList}
      toQuery={toJobQuery}
      queries={jobQueries}
      fetchList={fetchJobs}
      statuses={jobStatuses}
      palette={jobStatusPalette}
      columns={useJobColumns()}
      Filters={JobFilters}
      filterGroups={jobDrawerFilters}
      onDelete={(job) => deleteJob.mutate(job)}
    />
  );
}
