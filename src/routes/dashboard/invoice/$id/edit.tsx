import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueries } from '@/features/invoices/api/invoice-queries';
import { InvoiceEditPage } from '@/features/invoices/invoice-edit-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { invoiceRecord, InvoiceRecordError } from '@/features/invoices/invoice-record';

export const Route = createFileRoute('/dashboard/invoice/$id/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(invoiceQueries.detail(params.id)), invoiceRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.invoice.edit') }] }),
  component: InvoiceEditPage,
  errorComponent: InvoiceRecordError,
});
