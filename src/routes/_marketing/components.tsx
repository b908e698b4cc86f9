import { createFileRoute } from '@tanstack/react-router';
import { ComponentsPage } from '@/features/components-gallery/components-page';
import { loadPageText } from '@/lib/page-head';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/_marketing/components')({
  loader: () => loadPageText(['components', 'settings']),
  head: () => ({ meta: [{ title: routeTitle('components') }] }),
  component: ComponentsPage,
});
