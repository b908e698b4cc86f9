// E-commerce overview: data-product sales from the orders (revenue counts completed orders), read
// without their details (../order-store.ts).
import type {
  FiguresResponse,
  ForecastResponse,
  LatestOrdersResponse,
  SeriesResponse,
  ShareResponse,
} from '@/lib/api-contract/overview-pages';
import { orderCore } from '../order-store';
import { at, figure, isIn, ratioFigure, type Widget } from './context';
import { linearForecast, monthBuckets, sumByBucket } from './range';

const completed = async () => (await orderCore.all()).filter((o) => o.status === 'completed');
const live = async () =>
  (await orderCore.all()).filter((o) => o.status === 'completed' || o.status === 'pending');

export const ecommerce: Record<string, Widget> = {
  async figures({ range, window: w }): Promise<FiguresResponse> {
    const all = await orderCore.all();
    const done = all.filter((o) => o.status === 'completed');
    const revenue = done.map((o) => ({ at: at(o.createdAt), value: o.total }));
    const placed = all.map((o) => ({ at: at(o.createdAt), value: 1 }));
    const subs = all
      .filter((o) => o.status === 'completed' || o.status === 'pending')
      .map((o) => ({ at: at(o.createdAt), value: o.items.reduce((s, i) => s + i.quantity, 0) }));
    return {
      range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        figure('revenue', 'eur', revenue, w),
        figure('orders', 'count', placed, w),
        ratioFigure(
          'averageOrder',
          'eur',
          revenue,
          done.map((o) => ({ at: at(o.createdAt), value: 1 })),
          w,
        ),
        figure('subscriptions', 'count', subs, w),
      ],
    };
  },
  async sales({ window: w }): Promise<SeriesResponse> {
    const all = await orderCore.all();
    const done = all.filter((o) => o.status === 'completed');
    return {
      unit: w.unit,
      keys: w.buckets.map((b) => b.key),
      valueUnit: 'eur',
      series: {
        revenue: sumByBucket(
          w.buckets,
          done.map((o) => ({ at: at(o.createdAt), value: o.total })),
        ),
        orders: sumByBucket(
          w.buckets,
          all.map((o) => ({ at: at(o.createdAt), value: 1 })),
        ),
      },
    };
  },
  async products({ window: w }): Promise<ShareResponse> {
    const by = new Map<string, { label: string; value: number; count: number }>();
    for (const o of (await live()).filter((o) => isIn(o.createdAt, w))) {
      for (const item of o.items) {
        const id = item.sku.split(':')[0]!;
        const row = by.get(id) ?? { label: item.name.split(' — ')[0]!, value: 0, count: 0 };
        row.value += item.unitPrice * item.quantity;
        row.count += item.quantity;
        by.set(id, row);
      }
    }
    return {
      valueUnit: 'eur',
      items: [...by.entries()].map(([id, r]) => ({ id, ...r })).sort((a, b) => b.value - a.value),
    };
  },
  async regions({ window: w }): Promise<ShareResponse> {
    const by = new Map<string, { value: number; count: number }>();
    for (const o of (await completed()).filter((o) => isIn(o.createdAt, w))) {
      const row = by.get(o.billing.country) ?? { value: 0, count: 0 };
      row.value += o.total;
      row.count += 1;
      by.set(o.billing.country, row);
    }
    return {
      valueUnit: 'eur',
      items: [...by.entries()]
        .map(([id, r]) => ({
          id,
          label: id,
          value: Math.round(r.value * 100) / 100,
          count: r.count,
        }))
        .sort((a, b) => b.value - a.value),
    };
  },
  async latest({ window: w }): Promise<LatestOrdersResponse> {
    const list = (await orderCore.all())
      .filter((o) => isIn(o.createdAt, w))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      orders: list.slice(0, 6).map((o) => ({
        id: o.id,
        number: o.number,
        customer: o.billing.name,
        country: o.billing.country,
        total: o.total,
        status: o.status,
        createdAt: o.createdAt,
      })),
    };
  },
  async forecast({ now }): Promise<ForecastResponse> {
    const months = monthBuckets(now);
    const values = sumByBucket(
      months,
      (await completed()).map((o) => ({ at: at(o.createdAt), value: o.total })),
    );
    const next = monthBuckets(
      Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 3, 1),
      3,
    );
    const ahead = linearForecast(values, next.length);
    return {
      method: 'linear-trend-12-months',
      history: months.map((m, i) => ({ month: m.key, revenue: Math.round(values[i]!) })),
      forecast: next.map((m, i) => ({ month: m.key, revenue: ahead[i]! })),
    };
  },
};
