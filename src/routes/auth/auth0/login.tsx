import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/auth0/login')({
  head: () => ({ meta: [{ title: routeTitle('auth0.login') }] }),
  component: () => <ComingSoonPage titleKey="auth0.login" />,
});
