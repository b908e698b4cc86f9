// The order collection, shared by the order handlers and the overview figures.
// An order is stored in two parts (./seed/order.ts): `orderCore`, what the overviews and the
// product figures read (number, status, dates, timeline, items, total, the buyer's name, email,
// company and country), and the details (source, billing period and address, payment, delivery,
// subtotal and tax, currency, account), which only the order screens need; `orders` joins them.
// So a first load right after sign-in does not fetch the details (docs/performance.md#demo-api).
import type { Order } from '@/lib/api-contract/order';
import { defineCollection, joinedCollection } from './db';
import { joinOrder, seedOrderCore, seedOrderDetails, splitOrder, type OrderCore, type OrderDetail } from '@/lib/seed/order';

// Orders stored before the timeline existed: a timeline of the placing (plus the current status,
// its author unknown).
/** The orders without their details: what the overviews read. */
export const orderCore = defineCollection<OrderCore>('orders', seedOrderCore, {
  upgrade: (o) => ({
    ...o,
    timeline: o.timeline ?? [
      { status: 'pending', at: o.createdAt, by: o.billing.name },
      ...(o.status === 'pending' ? [] : [{ status: o.status, at: o.createdAt, by: '' }]),
    ],
  }),
});
const orderDetails = defineCollection<OrderDetail>('orderDetails', seedOrderDetails);

/** An order from its parts. Orders stored (whole) before delivery existed: download links to the billing email. */
function join(core: OrderCore, detail: OrderDetail | undefined): Order {
  const order = joinOrder(core, detail);
  return order.delivery ? order : { ...order, delivery: { method: 'download', email: order.billing.email } };
}

/** The whole orders: every read joins the two parts, every write splits them. */
export const orders = joinedCollection<Order, OrderCore, OrderDetail>('orders', [orderCore, orderDetails], {
  split: splitOrder,
  join,
});
