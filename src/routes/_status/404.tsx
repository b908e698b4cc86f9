import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/status-pages/not-found-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/_status/404')({
  head: () => ({ meta: [{ title: routeTitle('notFound') }] }),
  component: NotFoundPage,
});
