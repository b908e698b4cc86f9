import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('amplify.forgot-password') }] }),
  component: () => <ComingSoonPage titleKey="amplify.forgot-password" />,
});
