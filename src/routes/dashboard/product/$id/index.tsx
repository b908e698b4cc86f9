import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { productQueries } from '@/features/products/api/products';
import { ProductDetailPage } from '@/features/products/product-detail-page';
import { ProductError } from '@/features/products/product-error';
import { validateProductDetailSearch } from '@/features/products/search';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/product/$id/')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  validateSearch: validateProductDetailSearch,
  search: { middlewares: [stripSearchParams({ tab: 'overview' as const })] },
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(productQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.product.detail') }] }),
  component: ProductDetailPage,
  errorComponent: ProductError,
});
