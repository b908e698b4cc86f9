import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/status-pages/coming-soon-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/_marketing/product/')({
  head: () => ({ meta: [{ title: routeTitle('dataProducts') }] }),
  component: () => <ComingSoonPage titleKey="dataProducts" />,
});
