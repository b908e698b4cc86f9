import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/_marketing/contact-us')({
  head: () => ({ meta: [{ title: routeTitle('contactUs') }] }),
  component: () => <ComingSoonPage titleKey="contactUs" />,
});
