import { createFileRoute } from '@tanstack/react-router';
import { TourCreatePage } from '@/features/tours/tour-create-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/tour/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.new') }] }),
  component: TourCreatePage,
});
