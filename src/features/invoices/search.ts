// The invoice list's URL search state on the list kit (docs/list-kit.md): status tab, service line,
// issue-date range, search, sort, paging. Small on purpose: route files validate with it.
import { defineListSearch } from '@/lib/data-table/list-search';
import { oneOf, type ParamCheck } from '@/lib/search-params';
import {
  invoiceServiceLines,
  invoiceStatuses,
  type InvoiceListQuery,
} from '@/lib/api-contract/invoice';

/** A YYYY-MM-DD date, else '' (no bound). */
export const dateParam: ParamCheck<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

export const invoiceSortFields = ['issuedAt', 'number', 'dueAt', 'total', 'client', 'status'] as const;

export const invoiceList = defineListSearch({
  sortFields: invoiceSortFields,
  defaultSort: 'issuedAt',
  defaultOrder: 'desc',
  filters: {
    status: oneOf(['all', ...invoiceStatuses], 'all'),
    serviceLine: oneOf(['all', ...invoiceServiceLines], 'all'),
    startDate: dateParam,
    endDate: dateParam,
  },
});

export type InvoiceListSearch = ReturnType<typeof invoiceList.validateSearch>;

/** The server's part of the URL state (the dense toggle stays in the browser). */
export function toInvoiceQuery(search: InvoiceListSearch): InvoiceListQuery {
  const { page, pageSize, sort, order, q, status, serviceLine, startDate, endDate } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
    serviceLine: serviceLine === 'all' ? undefined : serviceLine,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
  };
}
