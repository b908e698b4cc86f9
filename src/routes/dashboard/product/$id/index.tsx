import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { productQueries } from '@/features/products/api/products';
import { ProductDetailPage } from '@/features/products/product-detail-page';
import { validateProductDetailSearch } from '@/features/products/search';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { productRecord, ProductRecordError } from '@/features/products/product-record';

export const Route = createFileRoute('/dashboard/product/$id/')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  validateSearch: validateProductDetailSearch,
  search: { middlewares: [stripSearchParams({ tab: 'overview' as const })] },
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(productQueries.detail(params.id)), productRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.product.detail') }] }),
  component: ProductDetailPage,
  errorComponent: ProductRecordError,
});
