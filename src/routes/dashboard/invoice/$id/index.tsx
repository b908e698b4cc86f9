import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueries } from '@/features/invoices/api/invoice-queries';
import { InvoiceDetailPage, InvoiceRouteError } from '@/features/invoices/invoice-detail-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/invoice/$id/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(invoiceQueries.detail(params.id)),
  head: () => ({ meta: [{ title: routeTitle('dashboard.invoice.detail') }] }),
  component: InvoiceDetailPage,
  errorComponent: InvoiceRouteError,
});
