import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage, OrderRouteError } from '@/features/orders/order-detail-page';
import { orderQueries } from '@/lib/api/order-queries';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/order/$id')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQueries.detail(params.id)),
  head: () => ({ meta: [{ title: routeTitle('dashboard.order.detail') }] }),
  component: OrderDetailPage,
  errorComponent: OrderRouteError,
});
