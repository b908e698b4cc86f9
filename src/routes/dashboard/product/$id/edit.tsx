import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/products/api/products';
import { ProductEditPage } from '@/features/products/product-form-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { productRecord, ProductRecordError } from '@/features/products/product-record';

export const Route = createFileRoute('/dashboard/product/$id/edit')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(productQueries.detail(params.id)), productRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.product.edit') }] }),
  component: ProductEditPage,
  errorComponent: ProductRecordError,
});
