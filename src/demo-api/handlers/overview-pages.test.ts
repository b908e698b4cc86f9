// The overview endpoints on two days a year apart: data up to the set day, quiet buckets are 0,
// nothing negative where nothing can be; and a booking approved through the API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import type { BookingsResponse, FiguresResponse, FunnelResponse, SeriesResponse, TourCapacityResponse } from '@/lib/api-contract/overview-pages';
import { request } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { signInAsDemo } from '../../../tests/auth';
import { resetDemoData } from '../db';

const get = <T,>(path: string, range = '30d') => request<T>('GET', path, { query: { range } });

afterEach(() => {
  vi.useRealTimers();
});

async function at(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(day));
  await resetDemoData();
  await signInAsDemo();
}

describe.each(['2026-12-20T12:00:00Z', '2027-12-20T12:00:00Z'])('seeded on %s', (day) => {
  const month = day.slice(0, 7);

  it('the app overview and the 12-month sales run up to the set month, with data in its last 30 days', async () => {
    await at(day);
    const app = await request<OverviewResponse>('GET', '/api/overview/app');
    expect(app.asOf.slice(0, 10)).toBe(day.slice(0, 10));
    expect(app.revenueByMonth).toHaveLength(12);
    expect(app.revenueByMonth.at(-1)!.month).toBe(month);
    expect(app.revenueByMonth.every((m) => m.revenue >= 0)).toBe(true);
    expect(app.figures.find((f) => f.id === 'orders')!.value).toBeGreaterThan(0);

    const sales = await get<SeriesResponse>('/api/overview/ecommerce/sales', '12m');
    expect(sales.keys.at(-1)).toBe(month);
    expect(sales.series.revenue!.every((v) => v >= 0)).toBe(true);
    expect(sales.series.revenue!.slice(-3).some((v) => v > 0)).toBe(true);

    const visits = await get<FiguresResponse>('/api/overview/analytics/figures');
    expect(visits.to.slice(0, 10) > day.slice(0, 10)).toBe(true);
    expect(visits.figures.find((f) => f.id === 'visits')!.value).toBeGreaterThan(0);
  });

  it('every widget of every page answers for every range', async () => {
    await at(day);
    const widgets = {
      ecommerce: ['figures', 'sales', 'products', 'regions', 'latest', 'forecast'],
      analytics: ['figures', 'traffic', 'sources', 'countries', 'pages', 'funnel'],
      banking: ['figures', 'accounts', 'cashflow', 'receivables', 'transactions'],
      booking: ['figures', 'trend', 'tours', 'bookings'],
      file: ['figures', 'storage', 'activity', 'recent', 'shared', 'folders'],
    };
    for (const range of ['7d', '30d', '90d', '12m']) {
      for (const [page, names] of Object.entries(widgets)) {
        for (const name of names) await expect(get(`/api/overview/${page}/${name}`, range)).resolves.toBeTypeOf('object');
      }
    }
    await expect(get('/api/overview/ecommerce/figures', '2y')).rejects.toMatchObject({ status: 400 });
    await expect(get('/api/overview/ecommerce/toString')).rejects.toMatchObject({ status: 404 });
  });
});

describe('tour bookings', () => {
  it('approving a waiting booking sells its seats; it cannot be handled twice', async () => {
    await at('2026-12-20T12:00:00Z');
    const { bookings } = await get<BookingsResponse>('/api/overview/booking/bookings', '12m');
    const { tours } = await get<TourCapacityResponse>('/api/overview/booking/tours');
    const waiting = bookings.find((b) => b.status === 'pending' && tours.some((t) => t.id === b.tourId))!;
    const before = tours.find((t) => t.id === waiting.tourId)!;
    await request('PATCH', `/api/overview/booking/bookings/${waiting.id}`, { body: { status: 'approved' } });
    const after = (await get<TourCapacityResponse>('/api/overview/booking/tours')).tours.find((t) => t.id === waiting.tourId)!;
    expect(after.booked).toBe(before.booked + waiting.seats);
    const again = await request('PATCH', `/api/overview/booking/bookings/${waiting.id}`, { body: { status: 'rejected' } }).catch((e: HttpError) => e);
    expect((again as HttpError).status).toBe(409);
  });
});

describe('the enquiries funnel', () => {
  const steps = async (range: string) =>
    Object.fromEntries((await get<FunnelResponse>('/api/overview/analytics/funnel', range)).steps.map((s) => [s.id, s.value]));

  it('narrows at every step in every range: engagements are enquiries whose sender was later invoiced', async () => {
    await at('2026-12-20T12:00:00Z');
    for (const range of ['7d', '30d', '90d', '12m']) {
      const s = await steps(range);
      expect(s.visits).toBeGreaterThanOrEqual(s.enquiries!);
      expect(s.enquiries).toBeGreaterThanOrEqual(s.engagements!);
    }
    const month = await steps('30d');
    expect(month.enquiries).toBe(4);
    expect(month.engagements).toBe(2);
    const figures = await get<FiguresResponse>('/api/overview/analytics/figures');
    expect(figures.figures.find((f) => f.id === 'engagements')!.value).toBe(2);
  });

  it('a website enquiry counts as an engagement once an invoice (not a draft) is sent to its sender', async () => {
    await at('2026-12-20T12:00:00Z');
    const email = 'lena.fischer@retail.example';
    await request('POST', '/api/contact', {
      body: { name: 'Lena Fischer', email, company: 'Fischer Retail', topic: 'data-products', message: 'Do you cover footfall in Bavaria?' },
    });
    expect(await steps('30d')).toMatchObject({ enquiries: 5, engagements: 2 });

    const party = { name: 'Lena Fischer', company: 'Fischer Retail', email, address: '1 Marienplatz, Munich', phone: '+49 89 1' };
    const invoice = {
      status: 'draft',
      serviceLine: 'data-products',
      issuedAt: '2026-12-20',
      dueAt: '2027-01-19',
      from: party,
      to: party,
      lines: [{ title: 'Footfall Atlas', description: 'One month', quantity: 1, price: 1200 }],
      taxRate: 20,
      discount: 0,
      shipping: 0,
      notes: '',
    };
    const { invoice: created } = await request<{ invoice: { id: string } }>('POST', '/api/invoice', { body: invoice });
    expect((await steps('30d')).engagements).toBe(2);
    await request('PATCH', `/api/invoice/${created.id}`, { body: { status: 'pending' } });
    expect(await steps('30d')).toMatchObject({ enquiries: 5, engagements: 3 });
  });
});
