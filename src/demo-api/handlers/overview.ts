// The dashboard overview's figures and charts, computed from orders (without their details:
// ../order-store.ts), invoices (without their parties, lines and notes: ../invoice-store.ts),
// products (without their copy: ../product-store.ts) and the enquiries (mail headers, once each
// however many admins got a copy: ../mail-store.ts).
// The header's notifications are their own group (./notification.ts): every screen asks for them,
// and they need none of the collections the figures read.
import { HttpResponse, http } from 'msw';
import type { OverviewFigure, OverviewResponse } from '@/lib/api-contract/overview';
import { categoryIds } from '@/lib/catalog/data-product-ids';
import { requireAccount } from '../accounts';
import { invoiceCore } from '../invoice-store';
import { workspaceEnquiries } from '../mail-store';
import { orderCore } from '../order-store';
import { statsOf } from '../product-stats';
import { API, latency } from '../respond';
import { earnings, revenueByMonth as revenueSeries } from '../overview/revenue';
import { productCore } from '../product-store';

const DAY = 86_400_000;

function change(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

async function overview(): Promise<OverviewResponse> {
  const [allOrders, allInvoices, allProducts, enquiries] = await Promise.all([orderCore.all(), invoiceCore.all(), productCore.all(), workspaceEnquiries()]);
  // The seed's dates follow the calendar (docs/api/overview.md), so "now" always has data behind it.
  const asOf = Date.now();
  const earned = earnings(allOrders, allInvoices);
  const orderTimes = allOrders.map((o) => Date.parse(o.createdAt));
  const enquiryTimes = enquiries.map((m) => Date.parse(m.createdAt));

  const sumIn = (from: number, to: number) => earned.filter((e) => e.at > from && e.at <= to).reduce((s, e) => s + e.value, 0);
  const countIn = (times: number[], from: number, to: number) => times.filter((t) => t > from && t <= to).length;
  const weekly = (fn: (from: number, to: number) => number) =>
    Array.from({ length: 8 }, (_, w) => fn(asOf - (8 - w) * 7 * DAY, asOf - (7 - w) * 7 * DAY));
  const period = (fn: (from: number, to: number) => number) => [fn(asOf - 30 * DAY, asOf), fn(asOf - 60 * DAY, asOf - 30 * DAY)] as const;

  // Subscribers are the product list's own figure (src/demo-api/product-stats.ts): each product's
  // buyers in completed orders, summed over the products; as of a past moment, from the orders
  // placed by then (docs/api/overview.md).
  // Only each product's subscribers count here: its reviews (the rating) are not read.
  const listed = allProducts.map((p) => ({ category: p.category, subscribers: statsOf(p.id, allOrders, []).subscribers }));
  const subscribersAt = (at: number) => {
    const placed = allOrders.filter((o) => Date.parse(o.createdAt) <= at);
    return allProducts.reduce((s, p) => s + statsOf(p.id, placed, []).subscribers, 0);
  };
  const subscribers = listed.reduce((s, p) => s + p.subscribers, 0);
  const subscribersBefore = subscribersAt(asOf - 30 * DAY);
  const [revenueNow, revenueBefore] = period(sumIn);
  const [ordersNow, ordersBefore] = period((a, b) => countIn(orderTimes, a, b));
  const [enqNow, enqBefore] = period((a, b) => countIn(enquiryTimes, a, b));
  const figures: OverviewFigure[] = [
    { id: 'revenue', value: Math.round(revenueNow), change: change(revenueNow, revenueBefore), trend: weekly(sumIn).map(Math.round) },
    { id: 'orders', value: ordersNow, change: change(ordersNow, ordersBefore), trend: weekly((a, b) => countIn(orderTimes, a, b)) },
    {
      id: 'subscribers',
      value: subscribers,
      change: change(subscribers, subscribersBefore),
      trend: weekly((_a, b) => subscribersAt(b)),
    },
    { id: 'enquiries', value: enqNow, change: change(enqNow, enqBefore), trend: weekly((a, b) => countIn(enquiryTimes, a, b)) },
  ];

  const revenueByMonth = revenueSeries(allOrders, allInvoices, asOf);

  const byCategory = new Map<string, number>();
  for (const p of listed) byCategory.set(p.category, (byCategory.get(p.category) ?? 0) + p.subscribers);
  const subscribersByCategory = [...byCategory.entries()]
    .map(([category, count]) => ({ category: (categoryIds as readonly string[]).includes(category) ? category : 'other', subscribers: count }))
    .sort((a, b) => b.subscribers - a.subscribers);

  const recentOrders = [...allOrders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 6)
    .map((o) => ({ id: o.id, number: o.number, customer: o.billing.name, company: o.billing.company ?? '', total: o.total, status: o.status, createdAt: o.createdAt }));

  return { asOf: new Date(asOf).toISOString(), figures, revenueByMonth, subscribersByCategory, recentOrders };
}

export const handlers = [
  http.get(`${API}/overview/app`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    return HttpResponse.json(await overview());
  }),
];
