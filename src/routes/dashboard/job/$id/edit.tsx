import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/jobs';
import { JobEditPage } from '@/features/jobs/job-edit-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { jobRecord, JobRecordError } from '@/features/jobs/job-record';

export const Route = createFileRoute('/dashboard/job/$id/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(jobQueries.detail(params.id)), jobRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.job.edit') }] }),
  component: JobEditPage,
  errorComponent: JobRecordError,
});
