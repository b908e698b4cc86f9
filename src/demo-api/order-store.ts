// The order collection, shared by the order handlers and the overview figures.
import type { Order } from '@/lib/api-contract/order';
import { defineCollection } from './db';
import { seedOrders } from './seed/order';

// Orders stored before the timeline and delivery existed: download links to the billing email, and a
// timeline of the placing (plus the current status, its author unknown).
export const orders = defineCollection<Order>('orders', seedOrders, (o) => ({
  ...o,
  delivery: o.delivery ?? { method: 'download', email: o.billing.email },
  timeline: o.timeline ?? [
    { status: 'pending', at: o.createdAt, by: o.billing.name },
    ...(o.status === 'pending' ? [] : [{ status: o.status, at: o.createdAt, by: '' }]),
  ],
}));
