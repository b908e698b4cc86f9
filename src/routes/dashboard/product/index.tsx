import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { productQueries } from '@/features/products/api/products';
import { ProductListPage } from '@/features/products/product-list-page';
import { productList, toProductQuery } from '@/features/products/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/product/')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: productList.validateSearch,
  // Defaults stay out of the URL: /dashboard/product is the default view.
  search: { middlewares: [stripSearchParams(productList.defaults)] },
  loaderDeps: ({ search }) => toProductQuery(search),
  // Not awaited: a sort or page change keeps the current rows on screen (keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.product.list') }] }),
  component: ProductListPage,
});
