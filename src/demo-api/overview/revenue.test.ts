// @vitest-environment node
// The app overview's revenue per month (docs/api/overview.md): the months come from the records,
// and the seed has revenue in every month it shows, whatever day it is seeded.
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/lib/api-contract/invoice';
import type { Order } from '@/lib/api-contract/order';
import { currentSeed } from '@/lib/seed/dates';
import { SEED_NOW } from '@/lib/seed/base';
import { seedInvoices } from '@/lib/seed/invoice';
import { seedOrders } from '@/lib/seed/order';
import { revenueByMonth } from './revenue';

const DAY = 86_400_000;
const orders = await seedOrders();
const invoices = await seedInvoices();

/** Zero months that sit between two months with revenue. */
const holes = (series: { revenue: number }[]) => {
  const first = series.findIndex((m) => m.revenue > 0);
  const last = series.findLastIndex((m) => m.revenue > 0);
  return series.slice(first, last + 1).filter((m) => m.revenue === 0);
};

describe('revenue by month', () => {
  it('has no month at 0 between months with revenue, for the seed seeded on any day of a month', () => {
    for (let d = 0; d < 31; d++) {
      const now = SEED_NOW.getTime() + d * DAY;
      const series = revenueByMonth(currentSeed(orders, now), currentSeed(invoices, now), now);
      expect(series, `seeded ${new Date(now).toISOString()}`).toHaveLength(12);
      expect(holes(series), `seeded ${new Date(now).toISOString()}`).toEqual([]);
      // Every month but possibly the current one, when seeded on its first days, earned something.
      expect(series.slice(0, -1).every((m) => m.revenue > 0)).toBe(true);
    }
  });

  it('starts at the month of the oldest record and keeps a quiet month as 0', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    const order = (createdAt: string, status: Order['status'], total: number) => ({ createdAt, status, total });
    const invoice = (issuedAt: string, status: Invoice['status'], total: number) => ({ issuedAt, status, total });
    const series = revenueByMonth(
      [order('2026-03-10T10:00:00Z', 'completed', 100), order('2026-04-02T10:00:00Z', 'cancelled', 50)],
      [invoice('2026-05-20', 'paid', 300), invoice('2026-06-01', 'draft', 70)],
      now,
    );
    expect(series).toEqual([
      { month: '2026-03', revenue: 100, orders: 1 },
      { month: '2026-04', revenue: 0, orders: 1 },
      { month: '2026-05', revenue: 300, orders: 0 },
      { month: '2026-06', revenue: 0, orders: 0 },
    ]);
    // No record at all: the current month alone.
    expect(revenueByMonth([], [], now)).toEqual([{ month: '2026-06', revenue: 0, orders: 0 }]);
  });
});
