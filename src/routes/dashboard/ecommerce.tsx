import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/ecommerce')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.ecommerce') }] }),
  component: () => <ComingSoonPage titleKey="dashboard.ecommerce" />,
});
