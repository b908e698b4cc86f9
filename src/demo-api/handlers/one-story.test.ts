// One story across screens (docs/product-rules.md#one-story): every overview figure is recomputed
// here from the lists the sections serve (orders, invoices, products, tours and their bookings,
// files, the banking transactions card), through the same HTTP endpoints the screens call, and
// compared. A figure invented apart from the records, or a status read one way in a list and
// another in an overview, fails here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileItem, FileUsageResponse } from '@/lib/api-contract/file';
import type { Invoice, InvoiceListResponse } from '@/lib/api-contract/invoice';
import type { Order } from '@/lib/api-contract/order';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import type {
  BankTransaction,
  FiguresResponse,
  LatestOrdersResponse,
  ReceivablesResponse,
  TourBooking,
  TourCapacityResponse,
  TransactionsResponse,
} from '@/lib/api-contract/overview-pages';
import type { Product } from '@/lib/api-contract/product';
import type { Tour } from '@/lib/api-contract/tour';
import { request } from '@/lib/http/client';
import { signInAsDemo } from '../../../tests/auth';
import { resetDemoData } from '../db';

const DAY = 86_400_000;
const NOW = '2026-12-20T12:00:00Z';
const now = Date.parse(NOW);
const today = NOW.slice(0, 10);

type Query = Record<string, string | number>;
const get = <T,>(path: string, query: Query = {}) => request<T>('GET', path, { query });

/** Every record of a list endpoint, page by page, as the section's table pages through it. */
async function everything<T>(path: string, query: Query = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await get<{ items: T[]; total: number }>(path, { ...query, page, pageSize: 100 });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

const figureOf = (answer: FiguresResponse | OverviewResponse, id: string) => {
  const found = answer.figures.find((f) => f.id === id);
  if (!found) throw new Error(`no figure ${id}`);
  return found.value;
};
const cents = (values: number[]) => Math.round(values.reduce((s, v) => s + Math.round(v * 100), 0)) / 100;
const inRange = (iso: string, answer: FiguresResponse) => iso >= answer.from && iso < answer.to;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  await resetDemoData();
  await signInAsDemo();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the overviews tell the same story as the sections', () => {
  it('the app overview: subscribers, orders and revenue from the product, order and invoice lists', async () => {
    const app = await get<OverviewResponse>('/api/overview/app');
    const products = await everything<Product>('/api/product/list');
    const orders = await everything<Order>('/api/order/list');
    const invoices = await everything<Invoice>('/api/invoice/list');

    // "Active subscriptions" is the products' subscribers as the product list shows them.
    expect(figureOf(app, 'subscribers')).toBe(products.reduce((s, p) => s + p.subscribers, 0));
    expect(app.subscribersByCategory.reduce((s, c) => s + c.subscribers, 0)).toBe(
      products.reduce((s, p) => s + p.subscribers, 0),
    );

    const last30 = (iso: string) => Date.parse(iso) > now - 30 * DAY && Date.parse(iso) <= now;
    expect(figureOf(app, 'orders')).toBe(orders.filter((o) => last30(o.createdAt)).length);
    const revenue = cents([
      ...orders.filter((o) => o.status === 'completed' && last30(o.createdAt)).map((o) => o.total),
      ...invoices.filter((i) => i.status === 'paid' && last30(`${i.issuedAt}T00:00:00Z`)).map((i) => i.total),
    ]);
    expect(figureOf(app, 'revenue')).toBe(Math.round(revenue));

    // The recent orders are the order list's newest, with the status the list gives them.
    const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 6);
    expect(app.recentOrders.map((o) => [o.number, o.status])).toEqual(newest.map((o) => [o.number, o.status]));
  });

  it('e-commerce: revenue, orders, subscriptions and the latest orders from the order list', async () => {
    const figures = await get<FiguresResponse>('/api/overview/ecommerce/figures', { range: '30d' });
    const orders = (await everything<Order>('/api/order/list')).filter((o) => inRange(o.createdAt, figures));
    const completed = orders.filter((o) => o.status === 'completed');
    expect(figureOf(figures, 'revenue')).toBe(cents(completed.map((o) => o.total)));
    expect(figureOf(figures, 'orders')).toBe(orders.length);
    expect(figureOf(figures, 'subscriptions')).toBe(
      orders
        .filter((o) => o.status === 'completed' || o.status === 'pending')
        .reduce((s, o) => s + o.items.reduce((n, i) => n + i.quantity, 0), 0),
    );

    const latest = await get<LatestOrdersResponse>('/api/overview/ecommerce/latest', { range: '30d' });
    const byNumber = new Map(orders.map((o) => [o.number, o.status]));
    for (const o of latest.orders) expect([o.number, o.status]).toEqual([o.number, byNumber.get(o.number)]);
  });

  it('invoices: an unpaid invoice past its due date is overdue in the list, its tab, its detail and the banking ageing', async () => {
    const list = await get<InvoiceListResponse>('/api/invoice/list', { pageSize: 100 });
    const invoices = await everything<Invoice>('/api/invoice/list');
    const unpaid = invoices.filter((i) => i.status === 'pending' || i.status === 'overdue');
    // The seed holds invoices both sides of today, so the rule is exercised both ways.
    expect(unpaid.some((i) => i.dueAt < today)).toBe(true);
    expect(unpaid.some((i) => i.dueAt >= today)).toBe(true);
    for (const i of unpaid) expect([i.number, i.status]).toEqual([i.number, i.dueAt < today ? 'overdue' : 'pending']);

    const overdue = unpaid.filter((i) => i.dueAt < today);
    const pending = unpaid.filter((i) => i.dueAt >= today);
    expect(list.counts.overdue).toBe(overdue.length);
    expect(list.summary.overdue).toEqual({ count: overdue.length, amount: cents(overdue.map((i) => i.total)) });
    expect(list.summary.pending).toEqual({ count: pending.length, amount: cents(pending.map((i) => i.total)) });
    const tab = await everything<Invoice>('/api/invoice/list', { status: 'overdue' });
    expect(tab.map((i) => i.number).sort()).toEqual(overdue.map((i) => i.number).sort());
    const detail = await get<{ invoice: Invoice }>('/api/invoice/details', { id: overdue[0]!.id });
    expect(detail.invoice.status).toBe('overdue');

    // Banking's receivables: not yet due = the pending tab, every later bucket = the overdue tab.
    const ageing = await get<ReceivablesResponse>('/api/overview/banking/receivables', { range: '30d' });
    const [current, ...late] = ageing.buckets;
    expect(current).toMatchObject({ count: pending.length, amount: cents(pending.map((i) => i.total)) });
    expect(late.reduce((s, b) => s + b.count, 0)).toBe(overdue.length);
    expect(cents(late.map((b) => b.amount))).toBe(cents(overdue.map((i) => i.total)));
    const daysLate = (i: Invoice) => Math.round((Date.parse(today) - Date.parse(i.dueAt)) / DAY);
    expect(ageing.buckets.find((b) => b.id === '61-90')!.count).toBe(
      overdue.filter((i) => daysLate(i) > 60 && daysLate(i) <= 90).length,
    );
  });

  it('banking: income and expenses are the sums of the transactions the card pages through', async () => {
    const figures = await get<FiguresResponse>('/api/overview/banking/figures', { range: '90d' });
    const first = await get<TransactionsResponse>('/api/overview/banking/transactions', { range: '90d' });
    expect(first.transactions).toHaveLength(Math.min(12, first.total));
    const all: BankTransaction[] = [];
    for (let page = 1; all.length < first.total; page++) {
      const answer = await get<TransactionsResponse>('/api/overview/banking/transactions', { range: '90d', page });
      expect(answer.page).toBe(page);
      expect(answer.transactions.length).toBeGreaterThan(0);
      all.push(...answer.transactions);
    }
    expect(first.total).toBeGreaterThan(12);
    expect(new Set(all.map((t) => t.id)).size).toBe(first.total);
    const external = all.filter((t) => t.category !== 'transfer');
    expect(figureOf(figures, 'income')).toBe(cents(external.filter((t) => t.amount > 0).map((t) => t.amount)));
    expect(figureOf(figures, 'expenses')).toBe(cents(external.filter((t) => t.amount < 0).map((t) => -t.amount)));
    expect(figures.figures.find((f) => f.id === 'expenses')!.lowerIsBetter).toBe(true);
  });

  it('booking: upcoming tours have not begun, and their seats are the tour list’s', async () => {
    const upcoming = await get<TourCapacityResponse>('/api/overview/booking/tours', { range: '30d' });
    const tours = await everything<Tour>('/api/tour/list');
    const byId = new Map(tours.map((t) => [t.id, t]));
    expect(upcoming.tours.length).toBeGreaterThan(0);
    for (const t of upcoming.tours) {
      expect(t.startDate >= today).toBe(true);
      expect([t.booked, t.capacity]).toEqual([byId.get(t.id)!.booked, byId.get(t.id)!.capacity]);
    }
    const next = tours
      .filter((t) => t.status === 'published' && t.startDate >= today)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .slice(0, 8);
    expect(upcoming.tours.map((t) => t.id)).toEqual(next.map((t) => t.id));

    // Days later, without a reset (the browser keeps its data): a tour under way is no longer
    // upcoming.
    const running = next[0]!;
    const dayAfterStart = new Date(Date.parse(`${running.startDate}T12:00:00Z`) + DAY);
    expect(dayAfterStart.toISOString().slice(0, 10) <= running.endDate).toBe(true);
    vi.setSystemTime(dayAfterStart);
    await signInAsDemo();
    const later = await get<TourCapacityResponse>('/api/overview/booking/tours', { range: '30d' });
    expect(later.tours.map((t) => t.id)).not.toContain(running.id);
    for (const t of later.tours) expect(t.startDate >= dayAfterStart.toISOString().slice(0, 10)).toBe(true);
    vi.setSystemTime(new Date(NOW));
    await signInAsDemo();

    const figures = await get<FiguresResponse>('/api/overview/booking/figures', { range: '12m' });
    const bookings = (
      await Promise.all(tours.map((t) => get<{ bookings: TourBooking[] }>(`/api/tour/${t.id}/bookings`)))
    ).flatMap((b) => b.bookings);
    const inWindow = bookings.filter((b) => inRange(b.createdAt, figures));
    expect(figureOf(figures, 'bookings')).toBe(inWindow.length);
    expect(figureOf(figures, 'seats')).toBe(
      inWindow.filter((b) => b.status === 'approved').reduce((s, b) => s + b.seats, 0),
    );
    // A tour's approved seats are the seats the tour list says are sold.
    for (const tour of tours) {
      const approved = bookings.filter((b) => b.tourId === tour.id && b.status === 'approved');
      expect([tour.name, approved.reduce((s, b) => s + b.seats, 0)]).toEqual([tour.name, tour.booked]);
    }
  });

  it('tour names agree with their dates: no season in a name', async () => {
    const tours = await everything<Tour>('/api/tour/list');
    for (const t of tours) expect(t.name).not.toMatch(/spring|summer|autumn|fall|winter/i);
  });

  it('file: storage and file count are the file manager’s usage and files', async () => {
    const figures = await get<FiguresResponse>('/api/overview/file/figures', { range: '30d' });
    const usage = await get<FileUsageResponse>('/api/file/usage');
    const files = (await everything<FileItem>('/api/file/list')).filter((f) => f.kind !== 'folder');
    expect(figureOf(figures, 'storage')).toBe(usage.used);
    expect(figureOf(figures, 'files')).toBe(usage.byKind.reduce((s, k) => s + k.files, 0));
    expect(figureOf(figures, 'files')).toBe(files.length);
    expect(figureOf(figures, 'storage')).toBe(files.reduce((s, f) => s + f.size, 0));
  });
});
