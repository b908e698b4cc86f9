import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/tour/$id/')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.detail') }] }),
  component: () => <ComingSoonPage titleKey="dashboard.tour.detail" />,
});
