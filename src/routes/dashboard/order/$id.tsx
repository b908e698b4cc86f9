import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage, OrderRouteError } from '@/features/orders/order-detail-page';
import { orderQueries } from '@/lib/api/order-queries';
import { routeTitle } from '@/lib/i18n/route-title';
import { withSlowLoad } from '@/lib/ui/slow-load-message';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/order/$id')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(orderQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.order.detail') }] }),
  component: OrderDetailPage,
  errorComponent: withSlowLoad(OrderRouteError),
});
