import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/jobs';
import { JobEditPage } from '@/features/jobs/job-edit-page';
import { JobRecordError } from '@/features/jobs/job-record-error';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/job/$id/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(jobQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.job.edit') }] }),
  component: JobEditPage,
  errorComponent: JobRecordError,
});
