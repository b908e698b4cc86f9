import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/classic/login')({
  head: () => ({ meta: [{ title: routeTitle('demo.classic.login') }] }),
  component: () => <ComingSoonPage titleKey="demo.classic.login" />,
});
