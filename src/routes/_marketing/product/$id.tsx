import { createFileRoute } from '@tanstack/react-router';
import { findDataProduct, localize } from '@/lib/catalog/data-products';
import { i18n } from '@/lib/i18n/i18n';
import { loadMarketingText, pageHead } from '@/features/marketing/marketing-head';
import { ProductPage } from '@/features/shop/product-page';

export const Route = createFileRoute('/_marketing/product/$id')({
  loader: () => loadMarketingText(),
  head: ({ params }) => {
    const product = findDataProduct(params.id);
    return product
      ? pageHead('productDetail', `${product.name}: ${localize(product.tagline, i18n.language)}`, product.name)
      : pageHead('productDetail', i18n.t('meta.dataProducts', { ns: 'marketing' }));
  },
  component: ProductPage,
});
