import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tourQueries } from '@/features/tours/api/tours';
import { TourListPage } from '@/features/tours/tour-list-page';
import { tourList, toTourQuery } from '@/features/tours/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/tour/')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: tourList.validateSearch,
  // Defaults stay out of the URL: /dashboard/tour is the default view.
  search: { middlewares: [stripSearchParams(tourList.defaults)] },
  loaderDeps: ({ search }) => toTourQuery(search),
  // Not awaited: a new sort or page keeps the current rows on screen (keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(tourQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.list') }] }),
  component: TourListPage,
});
