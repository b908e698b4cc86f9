import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tourQueries } from '@/features/tours/api/tours';
import { TourDetailPage } from '@/features/tours/tour-detail-page';
import { validateTourDetailSearch } from '@/features/tours/search';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { tourRecord, TourRecordError } from '@/features/tours/tour-record';

export const Route = createFileRoute('/dashboard/tour/$id/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  validateSearch: validateTourDetailSearch,
  search: { middlewares: [stripSearchParams({ tab: 'programme' })] },
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(tourQueries.detail(params.id)), tourRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.detail') }] }),
  component: TourDetailPage,
  errorComponent: TourRecordError,
});
