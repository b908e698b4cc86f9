import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/modern/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('demo.modern.forgot-password') }] }),
  component: () => <ComingSoonPage titleKey="demo.modern.forgot-password" />,
});
