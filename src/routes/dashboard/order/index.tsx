import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/order-list-page';
import { orderList, toOrderQuery } from '@/features/orders/search';
import { orderQueries } from '@/lib/api/order-queries';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/order/')({
  // The loader is split out too, so the query code loads with the screen (docs/list-kit.md).
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: orderList.validateSearch,
  search: { middlewares: [stripSearchParams(orderList.defaults)] },
  loaderDeps: ({ search }) => toOrderQuery(search),
  // Not awaited: a filter change keeps the current rows on screen (keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(orderQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.order.list') }] }),
  component: OrderListPage,
});
