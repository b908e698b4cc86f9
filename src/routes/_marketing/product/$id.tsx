import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '@/lib/i18n/i18n';
import { loadMarketingText, pageHead } from '@/features/marketing/marketing-head';
import { ProductPage } from '@/features/shop/product-page';

export const Route = createFileRoute('/_marketing/product/$id')({
  // Loaders are not code-split: the catalogue is imported on demand to stay out of the main bundle.
  loader: async ({ params }) => {
    const [head] = await Promise.all([
      import('@/features/shop/product-head').then((m) => m.loadProductHead(params.id)),
      loadMarketingText(),
    ]);
    return head;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead('productDetail', loaderData.description, loaderData.name)
      : pageHead('productDetail', i18n.t('meta.dataProducts', { ns: 'marketing' })),
  component: ProductPage,
});
