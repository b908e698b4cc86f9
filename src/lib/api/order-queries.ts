// The order group's fetchers and query factory (src/lib/api/resource-queries.ts, docs/api/order.md).
// In src/lib because the shop and the plans' payment place orders and must refresh the dashboard's
// order lists (invalidate `orderQueries.all()`), and a feature never imports another.
import { resourceQueries } from './resource-queries';
import {
  orderPaths,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
  type OrderUpdateInput,
} from '@/lib/api-contract/order';

const orders = resourceQueries<{
  record: Order;
  input: OrderUpdateInput;
  query: OrderListQuery;
  list: OrderListResponse;
}>({ group: 'order', paths: orderPaths });

export const orderFetchers = orders.fetchers;
export const orderQueries = orders.queries;
