// The order list's URL search state on the list kit (docs/list-kit.md): status tab, date range,
// search, sort and paging.
import { defineListSearch } from '@/lib/data-table/list-search';
import { oneOf, type ParamCheck } from '@/lib/search-params';
import { orderStatuses, type OrderListQuery } from '@/lib/api-contract/order';

/** A YYYY-MM-DD date, else '' (no bound). */
const dateParam: ParamCheck<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

export const orderList = defineListSearch({
  sortFields: ['createdAt', 'number', 'name', 'total', 'status'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    status: oneOf(['all', ...orderStatuses], 'all'),
    startDate: dateParam,
    endDate: dateParam,
  },
});

export type OrderListSearch = ReturnType<typeof orderList.validateSearch>;

export function toOrderQuery(search: OrderListSearch): OrderListQuery {
  const { page, pageSize, sort, order, q, status, startDate, endDate } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
  };
}
