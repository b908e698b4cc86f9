import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { categoryIds } from '@/lib/catalog/data-products';
import { DataProductsPage } from '@/features/marketing/data-products-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

const searchSchema = z.object({ category: z.enum(categoryIds).optional().catch(undefined) });

export const Route = createFileRoute('/_marketing/product/')({
  validateSearch: searchSchema,
  loader: () => loadMarketingText(),
  head: () => marketingHead('dataProducts'),
  component: DataProductsPage,
});
