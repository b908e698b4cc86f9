import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('firebase.forgot-password') }] }),
  component: () => <ComingSoonPage titleKey="firebase.forgot-password" />,
});
