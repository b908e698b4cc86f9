import { createFileRoute } from '@tanstack/react-router';
import { tourQueries } from '@/features/tours/api/tours';
import { TourEditPage } from '@/features/tours/tour-edit-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { tourRecord, TourRecordError } from '@/features/tours/tour-record';

export const Route = createFileRoute('/dashboard/tour/$id/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(tourQueries.detail(params.id)), tourRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.tour.edit') }] }),
  component: TourEditPage,
  errorComponent: TourRecordError,
});
