import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/pricing/pricing-page';
import { validatePricingSearch } from '@/features/pricing/search';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_marketing/pricing')({
  validateSearch: validatePricingSearch,
  loader: () => loadPageText(['pricing']),
  head: () => pageHead('pricing', 'pricing:meta.pricingDescription'),
  component: RouteComponent,
});

function RouteComponent() {
  const { period } = Route.useSearch();
  return <PricingPage period={period} />;
}
