import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tourQueries } from '@/features/tours/api/tours';
import { TourDetailPage } from '@/features/tours/tour-detail-page';
import { TourRecordError } from '@/features/tours/tour-record-error';
import { validateTourDetailSearch } from '@/features/tours/search';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/tour/$id/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  validateSearch: validateTourDetailSearch,
  search: { middlewares: [stripSearchParams({ tab: 'programme' })] },
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(tourQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.detail') }] }),
  component: TourDetailPage,
  errorComponent: TourRecordError,
});
