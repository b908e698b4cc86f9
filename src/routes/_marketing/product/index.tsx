import { createFileRoute } from '@tanstack/react-router';
import { DataProductsPage } from '@/features/marketing/data-products-page';
import { validateDataProductsSearch } from '@/features/marketing/data-products-search';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

export const Route = createFileRoute('/_marketing/product/')({
  validateSearch: validateDataProductsSearch,
  loader: () => loadMarketingText(),
  head: () => marketingHead('dataProducts'),
  component: DataProductsPage,
});
