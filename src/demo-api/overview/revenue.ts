// The app overview's revenue per month (docs/api/overview.md): what completed orders and paid
// invoices earned, one figure per calendar month. The months shown are the ones the records cover:
// from the month of the oldest order or invoice (at most 12 months back) to the current one, so a
// month before the first record is not drawn as a month that earned nothing.
import type { Invoice } from '@/lib/api-contract/invoice';
import type { Order } from '@/lib/api-contract/order';
import { monthBuckets, sumByBucket, type Dated } from './range';

export interface MonthRevenue {
  month: string;
  revenue: number;
  orders: number;
}

/** Completed orders and paid invoices, as dated amounts: the one list revenue is summed from. */
export function earnings(orders: Pick<Order, 'status' | 'createdAt' | 'total'>[], invoices: Pick<Invoice, 'status' | 'issuedAt' | 'total'>[]): Dated[] {
  return [
    ...orders.filter((o) => o.status === 'completed').map((o) => ({ at: Date.parse(o.createdAt), value: o.total })),
    ...invoices.filter((i) => i.status === 'paid').map((i) => ({ at: Date.parse(i.issuedAt), value: i.total })),
  ];
}

export function revenueByMonth(
  orders: Pick<Order, 'status' | 'createdAt' | 'total'>[],
  invoices: Pick<Invoice, 'status' | 'issuedAt' | 'total'>[],
  asOf: number,
): MonthRevenue[] {
  const all = monthBuckets(asOf);
  const first = Math.min(...orders.map((o) => Date.parse(o.createdAt)), ...invoices.map((i) => Date.parse(i.issuedAt)));
  // The current month is always shown, even before any record.
  const months = all.filter((m, i) => i === all.length - 1 || m.to > first);
  const revenue = sumByBucket(months, earnings(orders, invoices));
  const placed = sumByBucket(months, orders.map((o) => ({ at: Date.parse(o.createdAt), value: 1 })));
  return months.map((m, i) => ({ month: m.key, revenue: Math.round(revenue[i]!), orders: placed[i]! }));
}
