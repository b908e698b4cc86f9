import { createFileRoute } from '@tanstack/react-router';
import { BlankPage } from '@/features/overview/blank-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/blank')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.blank') }] }),
  component: BlankPage,
});
