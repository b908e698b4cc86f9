import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '@/features/pricing/payment-page';
import { paymentSearchSchema } from '@/features/pricing/schemas';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_marketing/payment')({
  validateSearch: paymentSearchSchema,
  loader: () => loadPageText(['pricing', 'payment']),
  head: () => pageHead('payment', 'pricing:meta.paymentDescription'),
  component: RouteComponent,
});

function RouteComponent() {
  const { plan, period } = Route.useSearch();
  return <PaymentPage planId={plan} period={period} />;
}
