import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/job/$id/edit')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.job.edit') }] }),
  component: () => <ComingSoonPage titleKey="dashboard.job.edit" />,
});
