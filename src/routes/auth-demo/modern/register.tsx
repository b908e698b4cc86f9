import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/modern/register')({
  head: () => ({ meta: [{ title: routeTitle('demo.modern.register') }] }),
  component: () => <ComingSoonPage titleKey="demo.modern.register" />,
});
