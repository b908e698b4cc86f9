import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { invoiceQueries } from '@/features/invoices/api/invoice-queries';
import { InvoiceListPage } from '@/features/invoices/invoice-list-page';
import { invoiceList, toInvoiceQuery } from '@/features/invoices/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/invoice/')({
  // The loader is split out too, so the query code loads with the screen (docs/list-kit.md).
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: invoiceList.validateSearch,
  search: { middlewares: [stripSearchParams(invoiceList.defaults)] },
  loaderDeps: ({ search }) => toInvoiceQuery(search),
  // Not awaited: a filter change keeps the current rows on screen (keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(invoiceQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.invoice.list') }] }),
  component: InvoiceListPage,
});
