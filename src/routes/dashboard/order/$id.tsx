import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/orders/order-detail-page';
import { orderQueries } from '@/lib/api/order-queries';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { orderRecord, OrderRecordError } from '@/features/orders/order-record';

export const Route = createFileRoute('/dashboard/order/$id')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(orderQueries.detail(params.id)), orderRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.order.detail') }] }),
  component: OrderDetailPage,
  errorComponent: OrderRecordError,
});
