import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/file-manager')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.file-manager') }] }),
  component: () => <ComingSoonPage titleKey="dashboard.file-manager" />,
});
