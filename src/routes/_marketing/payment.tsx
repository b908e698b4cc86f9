import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '@/features/pricing/payment-page';
import { validatePaymentSearch } from '@/features/pricing/search';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_marketing/payment')({
  validateSearch: validatePaymentSearch,
  loader: () => loadPageText(['pricing', 'payment']),
  head: () => pageHead('payment', 'pricing:meta.paymentDescription'),
  component: RouteComponent,
});

function RouteComponent() {
  const { plan, period } = Route.useSearch();
  return <PaymentPage planId={plan} period={period} />;
}
