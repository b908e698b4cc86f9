import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/invoice/')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.invoice.list') }] }),
  component: () => <ComingSoonPage titleKey="dashboard.invoice.list" />,
});
