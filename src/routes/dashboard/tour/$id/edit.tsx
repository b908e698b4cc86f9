import { createFileRoute } from '@tanstack/react-router';
import { tourQueries } from '@/features/tours/api/tours';
import { TourEditPage } from '@/features/tours/tour-edit-page';
import { TourRecordError } from '@/features/tours/tour-record-error';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/tour/$id/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(tourQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.edit') }] }),
  component: TourEditPage,
  errorComponent: TourRecordError,
});
