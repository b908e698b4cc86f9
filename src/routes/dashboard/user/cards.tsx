import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/cards')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.cards') }] }),
  component: () => <ComingSoonPage titleKey="dashboard.user.cards" />,
});
