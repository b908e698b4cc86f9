import { createFileRoute } from '@tanstack/react-router';
import { ProductCreatePage } from '@/features/products/product-form-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/product/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.product.new') }] }),
  component: ProductCreatePage,
});
