import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/jobs';
import { JobDetailPage } from '@/features/jobs/job-detail-page';
import { validateJobDetailSearch } from '@/features/jobs/search';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { jobRecord, JobRecordError } from '@/features/jobs/job-record';

export const Route = createFileRoute('/dashboard/job/$id/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  validateSearch: validateJobDetailSearch,
  search: { middlewares: [stripSearchParams({ tab: 'description' })] },
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(jobQueries.detail(params.id)), jobRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.job.detail') }] }),
  component: JobDetailPage,
  errorComponent: JobRecordError,
});
