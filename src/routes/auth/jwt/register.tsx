import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/jwt/register')({
  head: () => ({ meta: [{ title: routeTitle('jwt.register') }] }),
  component: () => <ComingSoonPage titleKey="jwt.register" />,
});
