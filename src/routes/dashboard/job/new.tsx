import { createFileRoute } from '@tanstack/react-router';
import { JobCreatePage } from '@/features/jobs/job-create-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/job/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.job.new') }] }),
  component: JobCreatePage,
});
