// Fetchers and the query factory of invoices, on the shared resource helper
// (src/lib/api/resource-queries.ts, docs/api/crud-groups.md): ['invoice'] → ['invoice', 'list', query];
// ['invoice', 'detail', id]. Plus "Send" (docs/api/crud-groups.md#invoice).
import { resourceQueries } from '@/lib/api/resource-queries';
import { http } from '@/lib/http/client';
import {
  invoicePaths,
  type Invoice,
  type InvoiceDetailsResponse,
  type InvoiceInput,
  type InvoiceListQuery,
  type InvoiceListResponse,
} from '@/lib/api-contract/invoice';

const invoices = resourceQueries<{
  record: Invoice;
  input: InvoiceInput;
  query: InvoiceListQuery;
  list: InvoiceListResponse;
}>({ group: 'invoice', paths: invoicePaths });

export const {
  list: fetchInvoices,
  detail: fetchInvoice,
  create: createInvoice,
  update: updateInvoice,
  remove: deleteInvoice,
  bulkRemove: deleteInvoices,
} = invoices.fetchers;

export const sendInvoice = async (id: string) =>
  (await http.post<InvoiceDetailsResponse>(invoicePaths.send(id), {})).invoice;

export const invoiceQueries = invoices.queries;
