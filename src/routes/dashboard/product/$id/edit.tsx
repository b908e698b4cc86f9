import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/products/api/products';
import { ProductError } from '@/features/products/product-error';
import { ProductEditPage } from '@/features/products/product-form-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/product/$id/edit')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(productQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.product.edit') }] }),
  component: ProductEditPage,
  errorComponent: ProductError,
});
