import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/pricing/pricing-page';
import { pricingSearchSchema } from '@/features/pricing/schemas';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_marketing/pricing')({
  validateSearch: pricingSearchSchema,
  loader: () => loadPageText(['pricing']),
  head: () => pageHead('pricing', 'pricing:meta.pricingDescription'),
  component: RouteComponent,
});

function RouteComponent() {
  const { period } = Route.useSearch();
  return <PricingPage period={period} />;
}
