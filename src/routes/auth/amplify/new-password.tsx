import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/new-password')({
  head: () => ({ meta: [{ title: routeTitle('amplify.new-password') }] }),
  component: () => <ComingSoonPage titleKey="amplify.new-password" />,
});
