import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DataProductsPage } from '@/features/marketing/data-products-page';
import { loadMarketingText, marketingHead } from '@/features/marketing/marketing-head';

// A category id; the page ignores one the catalogue does not know. (No catalogue import here:
// search validation is not code-split, and the catalogue stays out of the main bundle.)
const searchSchema = z.object({ category: z.string().regex(/^[a-z-]{1,40}$/).optional().catch(undefined) });

export const Route = createFileRoute('/_marketing/product/')({
  validateSearch: searchSchema,
  loader: () => loadMarketingText(),
  head: () => marketingHead('dataProducts'),
  component: DataProductsPage,
});
