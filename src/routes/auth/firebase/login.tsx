import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/login')({
  head: () => ({ meta: [{ title: routeTitle('firebase.login') }] }),
  component: () => <ComingSoonPage titleKey="firebase.login" />,
});
