import { createFileRoute } from '@tanstack/react-router';
import { InvoiceCreatePage } from '@/features/invoices/invoice-create-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/invoice/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.invoice.new') }] }),
  component: InvoiceCreatePage,
});
